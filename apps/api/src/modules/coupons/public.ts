// What other modules do with a customer's coupons (docs/architecture.md: a module reaches another through its service
// or this file, never its repository). Each takes the caller's executor, so a redemption or its release lands in the
// caller's transaction with the order it belongs to.
export { findValidCoupons, markCouponRedeemed, releaseCouponOfOrder } from './repository';
