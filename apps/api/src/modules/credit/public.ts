// What other modules read of a customer's credit (docs/architecture.md: a module reaches another through its service
// or this file, never its repository). Each takes the caller's executor.
export { findCreditData } from './repository';
