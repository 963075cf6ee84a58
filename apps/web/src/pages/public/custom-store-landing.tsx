import { attribute, isMember } from '@shop/contracts/profile-helpers';
import { useMe } from '../../lib/me';
import { useCustomStore } from '../../features/account/api/get-custom-store';
import { CustomStoreLanding, type StoreState } from '../../features/landing/components/custom-store-landing';

export default function Page() {
  const me = useMe();
  const member = isMember(me.data);
  const store = useCustomStore(member && me.data ? attribute(me.data, 'customer_id') : undefined);
  const state: StoreState = !me.data
    ? 'visitor'
    : !member
      ? 'customer'
      : !store.data
        ? 'member'
        : store.data.store_id
          ? 'member-with-store'
          : 'member-without-store';
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <CustomStoreLanding state={state} />
    </main>
  );
}
