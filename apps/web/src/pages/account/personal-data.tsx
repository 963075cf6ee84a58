import { useProfile } from '../../lib/use-profile';
import { PersonalDataView } from '../../features/personal-data/components/personal-data-view';

export default function PersonalDataPage() {
  return <PersonalDataView profile={useProfile()} />;
}
