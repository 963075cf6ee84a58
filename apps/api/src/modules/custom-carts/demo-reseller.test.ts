import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { seedDemo } from '@shop/db/seed/demo';
import { BUILTIN_POSTAL_CODES } from '@shop/db/seed/postal-codes';
import { cartStatus, ITEM_STATUSES, type ItemStatus } from '@shop/domain/customer-orders';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);
const member = (email: string) => sql`(select id from customers where email = ${email})`;

describe('reseller demo data (running contract)', () => {
  it("serves socia@demo.mx's store photo (re-encoded as a JPEG, decision 0724); nueva@demo.mx has no store", async () => {
    const store = await t.app.inject({ url: '/api/api-composer/custom-stores/lupita-hernandez' });
    expect(store.statusCode).toBe(200);
    const photo = store.json().photo as string;
    expect(photo).toMatch(/^\/api\/custom-store-photos\/lupita-hernandez\?v=\d+$/);
    const image = await t.app.inject({ url: photo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.rawPayload.length).toBeGreaterThan(1000);
    expect(image.rawPayload.length).toBeLessThan(200_000);
    const [nueva] = await rows<{ n: number }>(
      sql`select count(*)::int as n from custom_stores where customer_id = ${member('nueva@demo.mx')}`,
    );
    expect(nueva!.n).toBe(0);
  });

  it('gives socia@demo.mx clients with addresses on postal codes and colonies of the demo catalogue', async () => {
    const addresses = await rows<{
      contact_id: string;
      postcode: string | null;
      colony: string;
      municipality: string;
      city: string;
      state: string;
    }>(sql`
      select c.contact_id, a.postcode, a.colony, a.municipality, a.city, a.state
        from contacts c left join contact_addresses a on a.contact_id = c.contact_id
       where c.member_id = ${member('socia@demo.mx')}`);
    expect(new Set(addresses.map((a) => a.contact_id)).size).toBeGreaterThanOrEqual(5);
    for (const a of addresses) {
      expect(a.postcode).not.toBeNull();
      const known = BUILTIN_POSTAL_CODES.find((p) => p.zipCode === a.postcode && p.colony === a.colony);
      expect(known, `${a.postcode} ${a.colony}`).toMatchObject({
        municipality: a.municipality,
        state: a.state,
        city: a.city,
      });
    }
  });

  it('gives her more than 10 orders for several clients, in CREATED and PURCHASED, with items in every status', async () => {
    const carts = await rows<{ cart_id: string; status: string; contact_id: string; statuses: ItemStatus[] }>(sql`
      select c.cart_id, c.status, c.contact_id, array_agg(i.status) as statuses
        from custom_carts c join custom_cart_items i on i.cart_id = c.cart_id
       where c.member_id = ${member('socia@demo.mx')}
       group by c.cart_id`);
    expect(carts.length).toBeGreaterThan(10);
    expect(new Set(carts.map((c) => c.contact_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(carts.map((c) => c.status))).toEqual(new Set(['CREATED', 'PURCHASED']));
    expect(new Set(carts.flatMap((c) => c.statuses))).toEqual(new Set(ITEM_STATUSES));
    // Her counters (the list's total_count) agree with her orders.
    const [counted] = await rows<{ n: number }>(sql`
      select coalesce(sum(n), 0)::int as n from custom_cart_counts where member_id = ${member('socia@demo.mx')}`);
    expect(counted!.n).toBe(carts.length);
    const [mismatched] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select contact_id, status, count(*)::int as n from custom_carts where not draft and contact_id is not null
         group by 1, 2) k
        full join custom_cart_client_counts cc using (contact_id, status)
       where k.n is distinct from cc.n and coalesce(cc.n, 0) <> 0`);
    expect(mismatched!.n).toBe(0);
    // Each client's counts name her member (migration 0018: 'Hoy' reads them by member).
    const [strays] = await rows<{ n: number }>(sql`
      select count(*)::int as n from custom_cart_client_counts cc join contacts k using (contact_id)
       where cc.member_id <> k.member_id`);
    expect(strays!.n).toBe(0);
    // And each member's count of clients per status is her clients with a count above zero.
    const [miscounted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from custom_cart_counts m
       where m.clients <> (select count(*) from custom_cart_client_counts cc
                            where cc.member_id = m.member_id and cc.status = m.status and cc.n > 0)`);
    expect(miscounted!.n).toBe(0);
    // The stored order status is the domain's.
    for (const c of carts) expect(c.status).toBe(cartStatus(c.statuses.map((status) => ({ status }))));
  });

  it('has cash and installment orders with payments made that add up to the total, and one installment overdue', async () => {
    const today = mexicoDate(t.clock.now());
    const options = await rows<{ type: string; paid: number; sums_ok: boolean }>(sql`
      select c.selected_payment as type,
             count(*) filter (where p.status = 'paid')::int as paid,
             bool_and(true) and sum(p.amount_cents) = max(coalesce(c.installment_grand_total_cents, c.grand_total_cents)) as sums_ok
        from custom_carts c join custom_cart_payments p on p.cart_id = c.cart_id
       where c.member_id = ${member('socia@demo.mx')}
       group by c.cart_id, c.selected_payment`);
    expect(options.every((o) => o.sums_ok)).toBe(true);
    for (const type of ['cash', 'installments']) {
      expect(options.filter((o) => o.type === type && o.paid > 0).length).toBeGreaterThan(0);
    }
    const [overdue] = await rows<{ n: number }>(sql`
      select count(*)::int as n from custom_cart_payments
       where member_id = ${member('socia@demo.mx')} and status = 'open' and kind = 'installment' and due_date < ${today}`);
    expect(overdue!.n).toBeGreaterThanOrEqual(1);
  });

  it('places every product in every demo store', async () => {
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from stores s cross join products p
       where not p.is_digital
         and not exists (select 1 from product_locations l where l.store_id = s.id and l.product_id = p.id)`);
    expect(missing!.n).toBe(0);
  });

  it('gives nueva@demo.mx no clients and no customer orders', async () => {
    const [n] = await rows<{ contacts: number; carts: number }>(sql`
      select (select count(*)::int from contacts where member_id = ${member('nueva@demo.mx')}) as contacts,
             (select count(*)::int from custom_carts where member_id = ${member('nueva@demo.mx')}) as carts`);
    expect(n).toEqual({ contacts: 0, carts: 0 });
  });
});
