import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/contracts/messages';
import { INT4_MAX } from '@shop/contracts/input';
import { createTestApp, type TestApp } from '../helpers';
import {
  BODY_VALUES,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  leafPaths,
  mulberry32,
  problemOf,
  sampleOf,
  setAt,
  type JsonSchema,
} from './fuzz-values';

/**
 * Walks every operation of the OpenAPI document with malformed and extreme values (issue 17): NUL, huge and
 * non-ASCII strings, 2^31 and 2^53 integers, negatives, wrong types, bad JSON, missing bodies, long paths and
 * bad ids, as nobody, as a customer and as a member (and with the credit and staff tokens on their groups).
 * Any 5xx, or any error body that is not the contract's `{message, errors?}` in Spanish, fails the test.
 *
 * `npm test` runs a seeded sample (FUZZ_SAMPLE cases per operation and identity, FUZZ_SEED); FUZZ_FULL=1 sends
 * every case (more than 10,000 requests) and prints the figures.
 */
const FULL = process.env.FUZZ_FULL === '1';
const PER_OPERATION = Number(process.env.FUZZ_SAMPLE ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 17);

interface Operation {
  method: string;
  path: string;
  security: string | null;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
}

interface Case {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let t: TestApp;
let operations: Operation[] = [];
const identities: Record<string, { headers: Record<string, string>; own: Record<string, string> }[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const security = (op.security as Record<string, unknown>[] | undefined)?.[0];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        security: security ? Object.keys(security)[0]! : null,
        params: ((op.parameters as Operation['params'] | undefined) ?? []).filter(
          (p) => p.in === 'path' || p.in === 'query',
        ),
        body: content ? (Object.values(content)[0]?.schema ?? null) : null,
      });
    }
  // What ends a session or the account goes last, so that the other operations run signed in.
  const last = (o: Operation) => (/logout|^\/api\/customers\/$/.test(o.path) ? 1 : 0);
  operations = operations.sort((a, b) => last(a) - last(b));

  const customer = await t.customerWithSession();
  const member = await t.customerWithSession({ member: true });
  const ownOf = (c: typeof customer.customer) => ({
    customer_id: c.customerId,
    customerId: c.customerId,
    username: c.username,
  });
  const credit = (await t.app.inject({ url: '/api/credit/auth', headers: { cookie: member.cookie } })).json<{
    token: string;
  }>();
  identities.none = [{ headers: {}, own: {} }];
  identities.session = [
    { headers: { cookie: customer.cookie }, own: ownOf(customer.customer) },
    { headers: { cookie: member.cookie }, own: ownOf(member.customer) },
  ];
  identities.creditToken = [{ headers: { authorization: `Bearer ${credit.token}` }, own: ownOf(member.customer) }];
  identities.staffToken = [{ headers: { authorization: `Bearer ${t.config.adminToken!}` }, own: {} }];
}, 120_000);
afterAll(() => t?.close());

/** A sample value as text for a path or query ('1' when the schema gives no scalar). */
const scalar = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '1';

/** Every malformed request of one operation for one identity. */
function casesOf(op: Operation, who: { headers: Record<string, string>; own: Record<string, string> }): Case[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const basePath: Record<string, string> = {};
  for (const p of pathParams)
    basePath[p.name] = who.own[p.name] ?? encodeURIComponent(scalar(sampleOf(p.schema, p.name)));
  const baseQuery: Record<string, string> = {};
  for (const p of queryParams)
    if (p.required) baseQuery[p.name] = encodeURIComponent(scalar(sampleOf(p.schema, p.name)));
  const url = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return qs ? `${path}?${qs}` : path;
  };
  const baseBody = op.body ? sampleOf(op.body, 'body') : undefined;
  const json = { ...who.headers, 'content-type': 'application/json' };
  const send = (label: string, u: string, payload: unknown): Case => ({
    label,
    method: op.method,
    url: u,
    headers: op.body ? json : who.headers,
    ...(op.body ? { payload: JSON.stringify(payload) } : {}),
  });
  const cases: Case[] = [];
  // The plausible request itself: its ids are valid but reference nothing of this identity.
  cases.push(send('plausible', url(basePath, baseQuery), baseBody));
  for (const p of pathParams)
    for (const [name, value] of PATH_VALUES)
      cases.push(send(`path ${p.name}=${name}`, url({ ...basePath, [p.name]: value }, baseQuery), baseBody));
  for (const p of queryParams)
    for (const [name, value] of QUERY_VALUES)
      cases.push(send(`query ${p.name}=${name}`, url(basePath, { ...baseQuery, [p.name]: value }), baseBody));
  if (op.body) {
    for (const leaf of leafPaths(baseBody))
      for (const [name, value] of BODY_VALUES)
        cases.push(
          send(`body ${leaf.join('.') || '(root)'}=${name}`, url(basePath, baseQuery), setAt(baseBody, leaf, value)),
        );
  }
  for (const [name, contentType, raw] of RAW_BODIES)
    cases.push({
      label: `raw body: ${name}`,
      method: op.method === 'GET' ? 'POST' : op.method,
      url: url(basePath, baseQuery),
      headers: { ...who.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(raw === null ? {} : { payload: raw }),
    });
  cases.push(send('long path', `${url(basePath, baseQuery).split('?')[0]}/${'x'.repeat(5000)}`, baseBody));
  return cases;
}

describe('OpenAPI fuzz: no 5xx and only the contract’s Spanish error shape (issue 17)', () => {
  it(
    FULL ? 'every case of every operation' : `a seeded sample (${PER_OPERATION} per operation and identity)`,
    async () => {
      const random = mulberry32(SEED);
      const failures: string[] = [];
      let sent = 0;
      let serverErrors = 0;
      let nonContract = 0;
      const byStatus = new Map<number, number>();
      for (const op of operations) {
        for (const who of identities[op.security ?? 'none'] ?? identities.none!) {
          let cases = casesOf(op, who);
          if (!FULL) {
            const picked: Case[] = [];
            for (let i = 0; i < PER_OPERATION && cases.length > 0; i++)
              picked.push(cases.splice(Math.floor(random() * cases.length), 1)[0]!);
            cases = picked;
          }
          // A few at a time: the app sees concurrent requests, the machine is not flooded.
          for (let i = 0; i < cases.length; i += 8) {
            const batch = cases.slice(i, i + 8);
            const answers = await Promise.all(
              batch.map((c) =>
                t.app.inject({
                  method: c.method as 'GET',
                  url: c.url,
                  headers: c.headers,
                  ...(c.payload === undefined ? {} : { payload: c.payload }),
                }),
              ),
            );
            answers.forEach((res, j) => {
              sent++;
              byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
              const c = batch[j]!;
              const problem = problemOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body, c.url);
              if (!problem) return;
              if (res.statusCode >= 500) serverErrors++;
              else nonContract++;
              failures.push(
                `${c.method} ${op.path} [${c.label}] → ${res.statusCode} ${problem}: ${res.body.slice(0, 160)}`,
              );
            });
          }
        }
      }
      const figures = {
        operations: operations.length,
        sent,
        serverErrors,
        nonContract,
        byStatus: Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
      };
      console.log(`OpenAPI fuzz ${FULL ? '(full)' : `(sample, seed ${SEED})`}:`, JSON.stringify(figures));
      if (process.env.FUZZ_REPORT)
        writeFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(figures)}\n${failures.join('\n')}\n`);
      if (FULL) expect(sent).toBeGreaterThanOrEqual(10_000);
      expect(failures.slice(0, 40)).toEqual([]);
    },
    FULL ? 3_600_000 : 120_000,
  );

  it('declares a bound on every input: strings a length, a pattern or a list; integers at most int4', () => {
    const unbounded: string[] = [];
    // Epoch seconds become dates (never stored as int4); credit amounts land in bigint columns.
    const wider = new Set([
      'GET /api/v1/api-composer/orders/historic query:from',
      'GET /api/v1/api-composer/orders/historic query:to',
      'POST /api/cliente/credito body.creditos[].importe',
    ]);
    const walk = (s: JsonSchema | undefined, where: string) => {
      if (!s || typeof s !== 'object') return;
      const types = ([] as unknown[]).concat(s.type ?? []);
      const bounded = ['maxLength', 'enum', 'const', 'format', 'pattern'].some((k) => k in s);
      if (types.includes('string') && !bounded) unbounded.push(`${where} (string)`);
      if ((types.includes('integer') || types.includes('number')) && !('enum' in s) && !('const' in s)) {
        const max = s.maximum as number | undefined;
        if ((max === undefined || max > INT4_MAX) && !wider.has(where)) unbounded.push(`${where} (max ${max})`);
      }
      for (const [k, v] of Object.entries((s.properties as Record<string, JsonSchema>) ?? {})) walk(v, `${where}.${k}`);
      if (s.items) walk(s.items as JsonSchema, `${where}[]`);
      for (const k of ['anyOf', 'oneOf', 'allOf'])
        for (const v of (s[k] as JsonSchema[] | undefined) ?? []) walk(v, where);
    };
    for (const op of operations) {
      for (const p of op.params) walk(p.schema, `${op.method} ${op.path} ${p.in}:${p.name}`);
      if (op.body) walk(op.body, `${op.method} ${op.path} body`);
    }
    expect(unbounded).toEqual([]);
  });

  it('a 2^31 id in an address save is a 400 in Spanish (the int4 bound of the shared schema)', async () => {
    const s = await t.customerWithSession();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${s.customer.customerId}/addresses`,
      headers: { cookie: s.cookie },
      payload: {
        firstname: 'Lucía',
        lastname: 'Pérez',
        street: 'Av. Insurgentes Sur',
        external_number: '125',
        zip_code: '06700',
        colony: { id: 2 ** 31, name: 'Roma Norte' },
        municipality: { id: 15, name: 'Cuauhtémoc' },
        state: { id: 9, name: 'Ciudad de México' },
        city: 'Ciudad de México',
        mobile_telephone: '525512345678',
        reference: 'Frente al parque',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'colony.id', message: messages.generic.numberOutOfRange });
  });
});
