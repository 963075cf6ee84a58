// What other modules use of the customers' rows (a module reaches another through its service or this file, never
// its repository: docs/architecture.md). Each takes the caller's executor, so its work joins the caller's transaction.
export { lockCustomer } from './repository';
