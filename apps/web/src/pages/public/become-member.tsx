import { BecomeMember } from '../../features/membership/components/become-member';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <BecomeMember />
    </main>
  );
}
