import { useOutletContext } from 'react-router';
import type { CustomerProfile } from '@shop/contracts/profile';

/** The signed-in profile, as the account shell hands it to every account page. */
export function useProfile(): CustomerProfile {
  return useOutletContext<{ profile: CustomerProfile }>().profile;
}
