// What other modules read of her store (docs/architecture.md: a module reaches another through its service or this
// file, never its repository). Apart from ./service, which uses the custom carts' service: the carts count her
// pending requests without a cycle.
export { countPendingRequests } from './repository';
