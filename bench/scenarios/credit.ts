import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@shop/db/client';
import { queryRows } from '@shop/db/client';
import { demoPasswordHash } from '@shop/db/factories';
import type { BenchScenario, BenchState } from '../scenario';

const MEMBERS = 20_000;

let seeded: Promise<BenchState> | undefined;

/**
 * 20,000 members with a CrediPrice line, 5 weekly credits each (100,000 credits) and up to 3 payments per
 * credit, some overdue; one live credit token each. Seeded once for both credit scenarios.
 */
function seedCredit(db: Db): Promise<BenchState> {
  seeded ??= (async () => {
    const hash = await demoPasswordHash();
    await db.execute(sql`
      insert into customers (customer_id, username, email, password_hash, firstname, lastname, mobile_telephone, role)
      select (800000 + g)::text, (3000000 + g)::text, 'credito' || g || '@prueba.mx', ${hash}, 'Socia', 'Crédito ' || g,
             '5291' || lpad(g::text, 8, '0'), 'rolMember'
      from generate_series(1, ${MEMBERS}) g`);
    await db.execute(
      sql`insert into credit_lines (customer_id, status_code, limit_cents) select id, 3, 1500000 from customers where email like 'credito%'`,
    );
    await db.execute(sql`
      insert into credits (customer_id, description, start_date, periodo, installments, principal_cents, interest_cents, late_rate_bps)
      select c.id, 'Compra en tienda ' || n, current_date - (n * 12), 'Semanal', 8, 100000 + n * 10000, 15000 + n * 1500, 1000
      from customers c cross join generate_series(1, 5) n where c.email like 'credito%'`);
    await db.execute(sql`
      insert into credit_payments (credit_id, customer_id, paid_on, amount_cents, kind)
      select cr.id, cr.customer_id, cr.start_date + 7 * k, (cr.principal_cents + cr.interest_cents) / 8, 'pago'
      from credits cr cross join generate_series(1, 3) k where cr.start_date + 7 * k < current_date`);
    const members = await queryRows<{ id: number; customer_id: string; username: string }>(
      db,
      sql`select id, customer_id, username from customers where email like 'credito%' order by id`,
    );
    const tokens: { token: string; customerId: string }[] = [];
    const rows = members.map((m) => {
      const token = randomBytes(32).toString('base64url');
      tokens.push({ token, customerId: m.customer_id });
      return { id: createHash('sha256').update(token).digest('hex'), customerId: m.id };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await db.execute(
        sql`insert into credit_tokens (id, customer_id, expires_at) values ${sql.join(
          rows.slice(i, i + 1000).map((r) => sql`(${r.id}, ${r.customerId}, now() + interval '1 day')`),
          sql`, `,
        )}`,
      );
    }
    await db.execute(sql`analyze`);
    return { sessions: [], tokens };
  })();
  return seeded;
}

const tokenOf = (state: BenchState, i: number) =>
  (state.tokens as { token: string; customerId: string }[])[i % MEMBERS]!;

/** GET /api/cliente/resumen: token check, then line, credits and payments in one statement. */
export const creditSummaryScenario: BenchScenario = {
  name: 'GET /api/cliente/resumen',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed: seedCredit,
  request: (state, i) => {
    const t = tokenOf(state, i);
    return { path: `/api/cliente/resumen?id_socio=${t.customerId}`, headers: { authorization: `Bearer ${t.token}` } };
  },
};

/** GET /api/cliente/creditos: one page of the active credits. */
export const creditListScenario: BenchScenario = {
  name: 'GET /api/cliente/creditos',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed: seedCredit,
  request: (state, i) => {
    const t = tokenOf(state, i);
    return {
      path: `/api/cliente/creditos?id_socio=${t.customerId}&disponible=true&estado=activos&page=1`,
      headers: { authorization: `Bearer ${t.token}` },
    };
  },
};
