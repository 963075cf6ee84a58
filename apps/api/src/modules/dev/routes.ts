import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { Outbox } from '../../lib/outbox';
import { createFixtures } from './fixtures';
import { messages } from '@shop/contracts/messages';
import { errorBody } from '@shop/contracts/auth';
import { centavosInput } from '@shop/contracts/input';

const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

const days = z.number().int().min(-365).max(365);
const fixtureBody = z
  .object({
    member: z.boolean().default(false),
    deactivated_in_app: z.boolean().default(false),
    addresses: z.number().int().min(0).max(3).default(0),
    stock_alerts: z.boolean().default(false),
    balances: z
      .array(
        z.object({
          type: z.enum(['SALDOS', 'VALES', 'NOTAS CREDITO']),
          amount: centavosInput.min(1),
          expires_in_days: days,
        }),
      )
      .max(10)
      .default([]),
    coupons: z
      .array(
        z.object({
          code: z
            .string()
            .regex(/^[A-Z0-9]{3,20}$/)
            .max(20),
          percent: z.number().int().min(1).max(90),
          expires_in_days: days,
        }),
      )
      .max(10)
      .default([]),
    credit: z.enum(['none', 'preapproved', 'active']).default('none'),
    ready_pickup_order: z.boolean().default(false),
    /** A home-delivery order delivered yesterday (two items), to return by courier (decision 0734). */
    delivered_order: z.boolean().default(false),
    unpaid_wallet_order: z.boolean().default(false),
    /** A personalised store (members), needed to register customer orders. */
    custom_store: z.boolean().default(false),
    /** Her custom store, two clients and 12 customer orders (one overdue, one all bought). */
    customer_orders: z.boolean().default(false),
  })
  .strict();

const fixtureAccount = z.object({
  id: z.number(),
  customer_id: z.string(),
  username: z.string(),
  email: z.string(),
  password: z.string(),
  mobile_telephone: z.string().nullable(),
  firstname: z.string(),
});

/** Registered only in demo mode; with DEMO=false these paths answer 404. */
export function devRoutes(deps: { outbox: Outbox; db: Db; clock: Clock }): FastifyPluginAsyncZod {
  const fixtures = createFixtures({ db: deps.db, clock: deps.clock });
  return async (app) => {
    app.post(
      '/dev/fixtures/customers',
      {
        schema: {
          tags: ['dev'],
          summary: 'A fresh customer or member for one browser test, made with the seed factories (demo mode only)',
          body: fixtureBody,
          response: { 201: fixtureAccount },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const account = await fixtures.customer({
          member: b.member,
          deactivatedInApp: b.deactivated_in_app,
          addresses: b.addresses,
          stockAlerts: b.stock_alerts,
          balances: b.balances.map((x) => ({ type: x.type, amountCents: x.amount, expiresInDays: x.expires_in_days })),
          coupons: b.coupons.map((x) => ({ code: x.code, percent: x.percent, expiresInDays: x.expires_in_days })),
          credit: b.credit,
          readyPickupOrder: b.ready_pickup_order,
          unpaidWalletOrder: b.unpaid_wallet_order,
          deliveredOrder: b.delivered_order,
          customStore: b.custom_store,
          customerOrders: b.customer_orders,
        });
        return reply.status(201).send({
          id: account.id,
          customer_id: account.customerId,
          username: account.username,
          email: account.email,
          password: account.password,
          mobile_telephone: account.mobileTelephone,
          firstname: account.firstname,
        });
      },
    );
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages sent to one address or phone, newest first (demo mode only)',
          // Always one recipient: the list of every message (every one-time code) is not served to anyone.
          querystring: z.object({
            to: z
              .string({ error: messages.generic.outboxRecipient })
              .trim()
              .min(1, messages.generic.outboxRecipient)
              .max(254),
          }),
          response: { 200: z.array(outboxEntry), 400: errorBody },
        },
      },
      async (request) => deps.outbox.list(request.query.to),
    );
  };
}
