import { useParams } from 'react-router';
import { FramePage } from '../../components/frame-page';

/** The mis-pedidos sub-routes and what each one lists. */
export const ORDER_VIEWS: Record<string, string> = {
  envios: 'Envíos a domicilio',
  apartados: 'Apartados',
  ocurre: 'Recoger en tienda',
  'punto-pickit': 'Punto Pickit',
  'compras-tienda': 'Compras en tienda',
  'entregas-tienda': 'Entregas en tienda',
};

export default function Page() {
  const { view = 'envios' } = useParams();
  return (
    <FramePage title="Mis pedidos">
      <p className="mb-4 text-sm font-semibold">{ORDER_VIEWS[view] ?? ORDER_VIEWS.envios}</p>
    </FramePage>
  );
}
