// What other modules read of the catalogue: prices by tier and the stock a store can sell (docs/architecture.md: a
// module reaches another through its service or this file, never its repository). Each takes the caller's executor.
export { availabilityFor, priceFor, tierPrices } from './repository';
