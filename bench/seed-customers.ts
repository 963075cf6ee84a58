import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@shop/db/client';
import { queryRows } from '@shop/db/client';
import { demoPasswordHash } from '@shop/db/factories';
import type { BenchState } from './scenario';

/** Bulk-creates `count` customers with two addresses each and one live session each. */
export async function seedCustomers(db: Db, count: number): Promise<BenchState> {
  const hash = await demoPasswordHash();
  await db.execute(sql`
    insert into customers (customer_id, username, email, password_hash, firstname, lastname, mother_last_name, mobile_telephone, role, favorite_store_id)
    select (500000 + g)::text, (2000000 + g)::text, 'bench' || g || '@prueba.mx', ${hash}, 'Socia', 'Prueba ' || g, 'Carga',
           '5290' || lpad(g::text, 8, '0'), case when g % 2 = 0 then 'rolMember' else null end, null
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into customer_addresses (customer_id, firstname, lastname, street, external_number, postcode, colony_id, colony, municipality, state, state_id, city, telephone, reference, default_shipping, default_billing)
    select c.id, c.firstname, c.lastname, 'Calle Colima', (n * 10)::text, '06700', 947, 'Roma Norte', 'Cuauhtémoc', 'Ciudad de México', 9,
           'Ciudad de México', c.mobile_telephone, 'Portón negro', n = 1, n = 1
    from customers c cross join generate_series(1, 2) n where c.email like 'bench%'`);
  const customers = await queryRows<{ id: number; customer_id: string; username: string }>(
    db,
    sql`select id, customer_id, username from customers where email like 'bench%' order by id`,
  );
  const sessions: BenchState['sessions'] = [];
  const rows = customers.map((c) => {
    const token = randomBytes(32).toString('base64url');
    sessions.push({ cookie: `sid=${token}`, customerId: c.customer_id, username: c.username });
    return { id: createHash('sha256').update(token).digest('hex'), customerId: c.id };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.execute(
      sql`insert into sessions (id, customer_id, created_at, expires_at) values ${sql.join(
        chunk.map((r) => sql`(${r.id}, ${r.customerId}, now(), now() + interval '30 days')`),
        sql`, `,
      )}`,
    );
  }
  await db.execute(sql`analyze`);
  return { sessions };
}
