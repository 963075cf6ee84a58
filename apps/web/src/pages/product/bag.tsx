import { BagCheckout } from '../../features/shop/components/bag-checkout';

export default function BagPage() {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-black tracking-tight">Mi bolsa</h1>
      <BagCheckout />
    </main>
  );
}
