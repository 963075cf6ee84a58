import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id profile (19 MiB, 2 iterations, 1 lane): the cost of every hash the shop makes. */
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The API tests' cost (decision 0791): argon2id's smallest (8 KiB, 1 iteration). Those tests sign in and send codes
 * hundreds of times; at the shop's cost each hash or check took 14 ms of CPU and 40 ms or more of wall time on the
 * shared 2-core machine. Nothing in the shop's configuration can choose it: only the API tests' setup file calls
 * `useTestHashCost()`. The shop's own cost stays tested: passwords.test.ts (unit project) and the real shop
 * processes of apps/api/test/processes.test.ts.
 */
const TEST_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

let cost: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_HASH_COST;

/** API tests only (apps/api/test/setup.ts): hashes made from now on in this process use TEST_HASH_COST. */
export function useTestHashCost() {
  cost = TEST_HASH_COST;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random secret, verified against when the e-mail is unknown (equal timing). */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`unknown-account-${Math.random()}`);
  return dummy;
}
