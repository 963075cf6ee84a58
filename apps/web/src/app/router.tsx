import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from './site-layout';
import { AccountShell } from '../features/account/components/account-shell';
import { customerOrdersSubRoutes, returnsSubRoutes } from './paths';

/** Every page is its own chunk: a route loads only the code it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const accountRoutes: RouteObject[] = [
  { path: 'datos-personales', ...page(() => import('../pages/account/personal-data')) },
  { path: 'direcciones-de-envio', ...page(() => import('../pages/account/addresses')) },
  { path: 'mis-pedidos', ...page(() => import('../pages/account/orders')) },
  { path: 'mis-pedidos/:view', ...page(() => import('../pages/account/orders')) },
  { path: 'mis-devoluciones', ...page(() => import('../pages/account/returns')) },
  ...returnsSubRoutes.map((sub) => ({
    path: `mis-devoluciones/${sub}`,
    ...page(() => import('../pages/account/returns')),
  })),
  { path: 'mi-saldo', ...page(() => import('../pages/account/balance')) },
  { path: 'crediprice', ...page(() => import('../pages/account/crediprice')) },
  { path: 'mi-tienda-personalizada', ...page(() => import('../pages/account/custom-store')) },
  { path: 'mi-tienda-personalizada/editar', ...page(() => import('../pages/account/custom-store-edit')) },
  { path: 'mi-tienda-personalizada/ordenes', ...page(() => import('../pages/account/customer-orders')) },
  ...customerOrdersSubRoutes.map((sub) => ({
    path: `mi-tienda-personalizada/ordenes/${sub}`,
    ...page(() => import('../pages/account/customer-orders')),
  })),
  { path: 'porcentajes-de-ganancia', ...page(() => import('../pages/account/earnings')) },
  { path: 'lista-de-precios', ...page(() => import('../pages/account/price-list')) },
  { path: 'catalogos', ...page(() => import('../pages/account/catalogs')) },
  { path: 'mi-credencial', ...page(() => import('../pages/account/credential')) },
  { path: 'multipedido', ...page(() => import('../pages/account/multi-order')) },
  { path: 'mis-cupones', ...page(() => import('../pages/account/coupons')) },
  { path: 'ubicacion-en-tienda', ...page(() => import('../pages/account/store-location')) },
  { path: 'mis-clientes', ...page(() => import('../pages/account/clients')) },
  { path: 'eliminar', ...page(() => import('../pages/account/delete-account')) },
  { path: 'adidas', ...page(() => import('../pages/account/adidas')) },
  { path: '*', ...page(() => import('../pages/account/not-found')) },
];

export const routes: RouteObject[] = [
  { path: '/mi-cuenta/cerrar-sesion', ...page(() => import('../pages/account/logout')) },
  {
    ...page(() => import('../pages/product/product-layout')),
    children: [
      { path: '/productos/:slug', ...page(() => import('../pages/product/product')) },
      { path: '/bolsa', ...page(() => import('../pages/product/bag')) },
      { path: '/pago/:reference', ...page(() => import('../pages/product/payment')) },
    ],
  },
  {
    element: <SiteLayout />,
    children: [
      { path: '/', ...page(() => import('../pages/public/home')) },
      { path: '/mi-cuenta', element: <AccountShell />, children: [{ index: true, element: null }, ...accountRoutes] },
      { path: '/nuevos-socios', ...page(() => import('../pages/public/new-members')) },
      { path: '/conviertete-en-socia', ...page(() => import('../pages/public/become-member')) },
      { path: '/tienda-personalizada', ...page(() => import('../pages/public/custom-store-landing')) },
      { path: '/crediprice', ...page(() => import('../pages/public/crediprice')) },
      { path: '/retos-socias', ...page(() => import('../pages/public/rewards')) },
      { path: '/tienda/:customStoreId', ...page(() => import('../pages/public/public-store')) },
      { path: '*', ...page(() => import('../pages/public/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
