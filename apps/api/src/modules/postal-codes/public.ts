// What other modules read of the postal-code catalogue (docs/architecture.md: a module reaches another through its
// service or this file, never its repository). Each takes the caller's executor.
export { findColony, findPostalCode } from './repository';
