// What other modules read of an order's lines and payments as the account shows them (docs/architecture.md: a module
// reaches another through its service or this file, never its repository). Each takes the caller's executor.
export { orderLines, orderPayments } from './repository';
