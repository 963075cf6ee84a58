import { NewMembersWelcome } from '../../features/membership/components/new-members-welcome';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <NewMembersWelcome />
    </main>
  );
}
