// What other modules read of a customer's store balance (docs/architecture.md: a module reaches another through its
// service or this file, never its repository); the debit and refund of an order's balance are in ./payment.
export { findUsableBalances } from './repository';
