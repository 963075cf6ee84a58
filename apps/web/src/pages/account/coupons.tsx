import { CouponList } from '../../features/coupons/components/coupon-list';

export default function Page() {
  return <CouponList />;
}
