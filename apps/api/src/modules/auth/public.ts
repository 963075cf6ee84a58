// What other modules read of the accounts (docs/architecture.md: a module reaches another through its service or this
// file, never its repository). Each takes the caller's executor.
export { findCustomerByEmail } from './repository';
