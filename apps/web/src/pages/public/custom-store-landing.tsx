import { FramePage } from '../../components/frame-page';

export default function Page() {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <FramePage title="Tienda personalizada" />
    </main>
  );
}
