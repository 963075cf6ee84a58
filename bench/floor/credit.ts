import { CREDIT_ESTADOS, creditMessages } from '@shop/contracts/credit';
import {
  CREDIT_PAGE_SIZE,
  creditList,
  evaluateCredit,
  summarizeLine,
  usableLimit,
  type CreditPayment,
  type CreditState,
  type CreditTerms,
} from '@shop/domain/credit';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { bearerId, notFound, queryInt, queryText, sendJson, type FloorRoutes } from './common';

/**
 * GET /api/cliente/resumen and /api/cliente/creditos (the credit service, bearer token): the token's customer, the
 * id_socio check and her line, credits and payments as one JSON value, in one statement; the credits are evaluated by
 * @shop/domain/credit, as the shop's service does. The shop keeps a looked-up token in memory for 30 s; the floor
 * reads it every time, in the same statement.
 */
const CREDIT = `select me.customer_id as me, case when me.customer_id = $2 then json_build_object(
    'line', (select json_build_object('status_code', l.status_code, 'limit_cents', l.limit_cents)
               from credit_lines l where l.customer_id = me.id),
    'credits', coalesce((select json_agg(json_build_object('id', c.id, 'description', c.description,
                  'start_date', c.start_date, 'periodo', c.periodo, 'installments', c.installments,
                  'principal_cents', c.principal_cents, 'interest_cents', c.interest_cents,
                  'late_rate_bps', c.late_rate_bps) order by c.id)
                 from credits c where c.customer_id = me.id), '[]'::json),
    'payments', coalesce((select json_agg(json_build_object('credit_id', p.credit_id, 'paid_on', p.paid_on,
                   'amount_cents', p.amount_cents, 'kind', p.kind))
                  from credit_payments p where p.customer_id = me.id), '[]'::json)) end as data
  from (select c.id, c.customer_id from customers c
         where c.id = (select t.customer_id from credit_tokens t where t.id = $1 and t.expires_at > now())
           and c.deleted_at is null) me`;

/** Her line, credits and payments as the floors' statements give them ('Hoy''s carries no description). */
export interface CreditData {
  line: { status_code: number; limit_cents: number } | null;
  credits: {
    id: number;
    description?: string;
    start_date: string;
    periodo: CreditTerms['periodo'];
    installments: number;
    principal_cents: number;
    interest_cents: number;
    late_rate_bps: number;
  }[];
  payments: { credit_id: number; paid_on: string; amount_cents: number; kind: CreditPayment['kind'] }[];
}

/** Her line's limit and her credits as of today; null when the answer (400, 401 or 404) was sent. */
async function creditOf(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply) {
  const socio = queryText(request.query, 'id_socio');
  if (!socio || socio.length > 20) {
    void reply.code(400).send({ message: creditMessages.idSocioRequired });
    return null;
  }
  const token = bearerId(request.headers.authorization);
  const { rows } = token
    ? await pool.query<{ me: string; data: CreditData | null }>({
        name: 'credit',
        text: CREDIT,
        values: [token, socio],
      })
    : { rows: [] };
  const r = rows[0];
  if (!r?.data) {
    if (r) void notFound(reply);
    else void reply.code(401).header('www-authenticate', 'Bearer').send({ message: creditMessages.tokenMissing });
    return null;
  }
  return evaluatedLine(r.data, mexicoDate(new Date()));
}

/** Her usable limit and her credits evaluated on `today` by @shop/domain/credit, as the shop's credit service does. */
export function evaluatedLine(data: CreditData, today: string) {
  const byCredit = new Map<number, CreditPayment[]>();
  for (const p of data.payments) {
    const list = byCredit.get(p.credit_id) ?? [];
    list.push({ date: p.paid_on, amount: p.amount_cents, kind: p.kind });
    byCredit.set(p.credit_id, list);
  }
  const line = data.line;
  return {
    today,
    limit: usableLimit(line && { statusCode: line.status_code, limitCents: line.limit_cents }),
    credits: data.credits.map((c) => ({
      ...evaluateCredit(
        {
          id: String(c.id),
          startDate: c.start_date,
          periodo: c.periodo,
          installments: c.installments,
          principal: c.principal_cents,
          interest: c.interest_cents,
          lateRateBps: c.late_rate_bps,
        },
        byCredit.get(c.id) ?? [],
        today,
      ),
      descripcion: c.description ?? '',
    })),
  };
}

const creditView = (c: CreditState & { descripcion: string }) => ({
  id_credito: c.id_credito,
  fecha: c.fecha,
  periodo: c.periodo,
  periodos: c.periodos,
  proximo: { pago: c.proximo.pago, fecha: c.proximo.fecha },
  saldo: { inicial: c.saldo.inicial, final: c.saldo.final, liquida: c.saldo.liquida, capital: c.saldo.capital },
  pagado: {
    moratorio: c.pagado.moratorio,
    extemporaneo: c.pagado.extemporaneo,
    credito: c.pagado.credito,
    bonificado: c.pagado.bonificado,
  },
  pago: c.pago,
  descripcion: c.descripcion,
});

export const creditFloor: FloorRoutes = (app, pool) => {
  app.get('/api/cliente/resumen', async (request, reply) => {
    const found = await creditOf(pool, request, reply);
    if (!found) return reply;
    const s = summarizeLine(found.limit, found.credits);
    return sendJson(
      reply,
      JSON.stringify({
        linea: { credito: s.linea.credito, disponible: s.linea.disponible },
        sobrante: s.sobrante,
        estado: s.estado,
        proximo: { pago: s.proximo.pago },
        saldo: { liquida: s.saldo.liquida, final: s.saldo.final },
      }),
    );
  });

  app.get('/api/cliente/creditos', async (request, reply) => {
    const estado = queryText(request.query, 'estado') ?? 'activos';
    const page = queryInt(request.query, 'page', 1, 10_000);
    const list = CREDIT_ESTADOS.find((e) => e === estado);
    if (!list || page === null) return reply.code(400).send({ message: 'bad request' });
    const found = await creditOf(pool, request, reply);
    if (!found) return reply;
    const rows = creditList(list, found.credits, found.today);
    const slice = rows.slice((page - 1) * CREDIT_PAGE_SIZE, page * CREDIT_PAGE_SIZE);
    return sendJson(reply, JSON.stringify({ creditos: { totalRegistros: rows.length, data: slice.map(creditView) } }));
  });
};
