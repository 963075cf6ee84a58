import type { CreditEstado } from '@shop/contracts/credit';
import { accountTabs, paths } from '../../lib/paths';

const base = paths.tab(accountTabs.crediprice);

/** The credit lists' links carry disponible=true and page=1 (customer-account.md §2). */
export const creditListHref = (estado: CreditEstado, page = 1) =>
  `${base}?disponible=true&estado=${estado}&page=${page}`;
/** 'Generar': the payment-reference flow (page=generar, estado=activos). */
export const generateHref = `${base}?disponible=true&estado=activos&page=generar`;
export const creditHomeHref = base;
