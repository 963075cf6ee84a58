import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, dummyHash, hashPassword, verifyPassword } from './passwords';

// The API tests hash at argon2id's smallest cost (decision 0791); this file, outside their setup, holds the shop's.
describe('password hashes', () => {
  it("are argon2id at OWASP's profile (19 MiB, 2 iterations, 1 lane), salted, and check only their password", async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const first = await hashPassword('Zapatos-Rojos-2026');
    const second = await hashPassword('Zapatos-Rojos-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'Zapatos-Rojos-2026')).toBe(true);
    expect(await verifyPassword(first, 'zapatos-rojos-2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Zapatos-Rojos-2026')).toBe(false);
  });

  it('check an unknown account against a dummy hash of the same cost', async () => {
    expect(await dummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(await dummyHash(), 'Demo1234!')).toBe(false);
  });
});
