/**
 * reseller-area.md §2/§9: members with fewer than 2 historic orders also get 'Bienvenida Nuevos Socios'. On its own
 * (re-exported by order-history) so that the account shell of every page does not load the order-history rules
 * (issue 16, decision 0625). Pure.
 */
export const hasFewHistoricOrders = (totalCount: number) => totalCount < 2;
