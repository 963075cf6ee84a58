// What other modules record of an order's payments (a store-balance payment; operations' payments). Kept apart from
// ./service, which imports the orders service (that imports the balance payment, which records here): a file of its
// own keeps that free of cycles. docs/architecture.md: a module reaches another through its service or this file,
// never its repository. Each takes the caller's executor.
export { countOrderPayments, insertPayment } from './repository';
