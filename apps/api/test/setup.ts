import { useTestHashCost } from '@shop/db/passwords';

// Every API test file (vitest.config.ts): hashes at argon2id's smallest cost; the shop's own cost is tested in
// packages/db/src/passwords.test.ts and by the shop processes of processes.test.ts (decision 0791).
useTestHashCost();
