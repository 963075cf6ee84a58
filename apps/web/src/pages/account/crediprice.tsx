import { FramePage } from '../../components/frame-page';

export default function Page() {
  return <FramePage title="CrediPrice" />;
}
