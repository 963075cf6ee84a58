// What other modules do with a bag and its lines (the reseller's custom carts are built on them; checkout prices
// them). docs/architecture.md: a module reaches another through its service or this file, never its repository. Each
// takes the caller's executor, so its work joins the caller's transaction.
export {
  cartLines,
  ensureOpenCart,
  lineQty,
  openCart,
  pricedCartLines,
  removeLine,
  sellableUnits,
  setLineQty,
  skuWithProduct,
} from './repository';
