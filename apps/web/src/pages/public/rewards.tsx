import { RewardsChallenge } from '../../features/landing/components/rewards-challenge';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <RewardsChallenge />
    </main>
  );
}
