// What other modules do with an ecommerce order's rows: payments lock and read it, the scheduler finds it, operations
// place one (docs/architecture.md: a module reaches another through its service or this file, never its repository).
// Each takes the caller's executor, so its work joins the caller's transaction.
export {
  cancelOpenPaymentsOfOrder,
  findCustomerAddress,
  findOwnOrder,
  findStore,
  insertOrderItems,
  lockOrder,
  lockOrderStatus,
  recordHistory,
  takeStock,
} from './repository';
