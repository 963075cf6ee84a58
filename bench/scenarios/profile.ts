import type { BenchScenario } from '../scenario';
import { seedCustomers } from '../seed-customers';

/** GET /api/customers/me: session lookup and profile with addresses, over 20,000 customers. */
export const profileScenario: BenchScenario = {
  name: 'GET /api/customers/me',
  floor: true,
  target: { p99Ms: 50, connections: 32 },
  seed: (db) => seedCustomers(db, 20_000),
  request: (state, i) => ({
    path: '/api/customers/me',
    headers: { cookie: state.sessions[i % state.sessions.length]!.cookie },
  }),
};
