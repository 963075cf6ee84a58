// What other modules do with one-time codes and the contacts they check (a client's phone code in 'Mis clientes', a
// taken email or phone in 'Datos personales'). docs/architecture.md: a module reaches another through its service or
// this file, never its repository. Each takes the caller's executor.
export { codesSince, contactTakenByAnotherCustomer, expireOpenCodes, insertCode, purgeOldCodes } from './repository';
