/** The shop's pages (they use the product layout, not the account shell). */
export const shopPaths = {
  product: (slug: string) => `/productos/${slug}`,
  bag: '/bolsa',
  payment: (reference: string) => `/pago/${encodeURIComponent(reference)}`,
  orderInAccount: (magentoOrderId: string) =>
    `/mi-cuenta/mis-pedidos/envios?order_id=${magentoOrderId}&platform=ecommerce`,
};
