import { randomInt } from 'node:crypto';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import {
  CREDIT_PAGE_SIZE,
  creditList,
  creditStatus,
  evaluateCredit,
  lineNextPayment,
  summarizeLine,
  usableLimit,
  type CreditList,
  type CreditState,
} from '@shop/domain/credit';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { referenceExpiry } from '@shop/domain/mexico-time';
import { formatMoney } from '@shop/domain/money';
import {
  ELIGIBILITY_CODES,
  choiceForAmount,
  creditMessages,
  evaluatePaymentPlan,
  type Credit,
  type CreditListResponse,
  type CreditSummary,
  type EligibilityResponse,
  type PayableCredit,
  toPayableCredit,
  type PromiseBody,
  type ReferencesResponse,
} from '@shop/contracts/credit';
import { HttpError } from '../../lib/http-errors';
import type { SqlPart } from '../../lib/sql-parts-repository';
import {
  creditDataSql,
  findCreditData,
  findLine,
  findValidPromise,
  insertPromise,
  readCreditData,
  type CreditLineRow,
  type StoredCredit,
} from './repository';

/** The BBVA CIE agreement the shop collects through. */
export const BBVA_AGREEMENT = '1571862';

export function createCreditService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function evaluate(data: { line: CreditLineRow | null; credits: StoredCredit[] }, today: string) {
    return {
      today,
      line: data.line,
      credits: data.credits.map((s: StoredCredit) => ({
        ...evaluateCredit(s.terms, s.payments, today),
        descripcion: s.description,
      })),
    };
  }

  async function evaluated(
    customerId: number,
  ): Promise<{ today: string; line: CreditLineRow | null; credits: (CreditState & { descripcion: string })[] }> {
    return evaluate(await findCreditData(db, customerId), mexicoDate(clock.now()));
  }

  return {
    async summary(customerId: number): Promise<CreditSummary> {
      const { line, credits } = await evaluated(customerId);
      const s = summarizeLine(usableLimit(line), credits);
      return {
        linea: { credito: s.linea.credito, disponible: s.linea.disponible },
        sobrante: s.sobrante,
        estado: s.estado,
        proximo: { pago: s.proximo.pago },
        saldo: { liquida: s.saldo.liquida, final: s.saldo.final },
      };
    },

    /**
     * Her line's next payment for 'Hoy' (decision 0760): the summary's proximo.pago and the earliest next date among
     * her open credits; null without a line. A part of 'Hoy''s one statement (lib/sql-parts-repository).
     */
    nextPaymentPart: {
      sql: creditDataSql,
      values: () => ({}),
      read: (json: unknown) => {
        const { line, credits } = evaluate(readCreditData(json), mexicoDate(clock.now()));
        return lineNextPayment(usableLimit(line), credits);
      },
    } satisfies SqlPart<unknown, unknown>,

    async list(customerId: number, estado: CreditList, page: number): Promise<CreditListResponse> {
      const { today, credits } = await evaluated(customerId);
      const rows = creditList(estado, credits, today);
      const slice = rows.slice((page - 1) * CREDIT_PAGE_SIZE, page * CREDIT_PAGE_SIZE);
      return { creditos: { totalRegistros: rows.length, data: slice.map(creditView) } };
    },

    async eligibility(customerId: number): Promise<EligibilityResponse> {
      const line = await findLine(db, customerId);
      const codigo = line?.statusCode ?? ELIGIBILITY_CODES.nonAuthorized;
      const status = creditStatus(codigo);
      const importe =
        status === 'WITH_CREDIT' ? line!.limitCents : status === 'PRE_AUTHORIZED' ? line!.preapprovedCents : 0;
      return { response: { codigo, importe: importe } };
    },

    /**
     * The payment promise: the same rules as the form (contracts/credit), checked against the credits as
     * they stand now. Amounts of other customers' credits, or of unknown ones, are "not found".
     */
    async promise(customerId: number, body: PromiseBody): Promise<ReferencesResponse> {
      const { credits } = await evaluated(customerId);
      const open = new Map(credits.filter((c) => !c.liquidado).map((c) => [c.id_credito, c]));
      const payable: PayableCredit[] = [...open.values()].map(toPayableCredit);
      const choices: Record<string, ReturnType<typeof choiceForAmount>> = {};
      body.creditos.forEach((line, i) => {
        const c = payable.find((p) => p.id_credito === line.id_credito);
        if (!c)
          throw new HttpError(404, creditMessages.creditNotFound, [
            { path: `creditos.${i}.id_credito`, message: creditMessages.creditNotFound },
          ]);
        if (choices[c.id_credito])
          throw new HttpError(400, creditMessages.duplicateCredit, [
            { path: `creditos.${i}.id_credito`, message: creditMessages.duplicateCredit },
          ]);
        choices[c.id_credito] = choiceForAmount(c, line.importe);
      });
      const plan = evaluatePaymentPlan(payable, choices);
      if (plan.submitError) {
        const errors = body.creditos.flatMap((l, i) => {
          const message = plan.creditErrors[l.id_credito];
          return message ? [{ path: `creditos.${i}.importe`, message }] : [];
        });
        throw new HttpError(400, plan.submitError, errors.length > 0 ? errors : undefined);
      }

      const now = clock.now();
      const references = newReferences(customerId, now);
      const promise = await db.transaction((tx) =>
        insertPromise(tx, {
          customerId,
          totalCents: plan.total,
          references,
          createdAt: now,
          validUntil: referenceExpiry(now),
          items: plan.lines.map((l) => ({ creditId: Number(l.id_credito), amountCents: l.importe })),
        }),
      );
      return referencesView(promise);
    },

    async references(customerId: number): Promise<ReferencesResponse> {
      const promise = await findValidPromise(db, customerId, clock.now());
      if (!promise) throw new HttpError(404, creditMessages.noReference);
      return referencesView(promise);
    },
  };
}
export type CreditService = ReturnType<typeof createCreditService>;

function creditView(c: CreditState & { descripcion: string }): Credit {
  return {
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
  };
}

/** Appends the Luhn check digit, so that a mistyped reference is refused at the till. */
export function withCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

function newReferences(customerId: number, now: Date) {
  const stamp = mexicoDate(now).replaceAll('-', '').slice(2); // yymmdd
  const customer = String(customerId).padStart(8, '0');
  const random = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  return {
    datalogic: withCheckDigit(`7${customer}${stamp}${random(4)}`),
    bbva: withCheckDigit(`${customer}${stamp}${random(5)}`),
    tienda: withCheckDigit(`${customer.slice(-6)}${random(5)}`),
  };
}

function referencesView(p: {
  totalCents: number;
  datalogicReference: string;
  bbvaReference: string;
  storeReference: string;
  validUntil: Date;
}): ReferencesResponse {
  const importe = `Importe a pagar: ${formatMoney(p.totalCents)}`;
  const [y, m, d] = mexicoDate(p.validUntil).split('-');
  const until = `Válida hasta las 22:00 h del ${d}/${m}/${y} (hora del centro de México).`;
  return {
    referencias: {
      datalogic: {
        texto: [
          'Paga en efectivo en tiendas de conveniencia y farmacias afiliadas a la red Datalogic.',
          `Referencia: ${p.datalogicReference}`,
          importe,
          until,
        ],
      },
      bbva: {
        texto: [
          `Paga en ventanilla, practicaja o en BBVA net con el convenio CIE ${BBVA_AGREEMENT}.`,
          `Referencia: ${p.bbvaReference}`,
          importe,
          until,
        ],
      },
      tienda: {
        texto: ['Paga en la caja de cualquier tienda Price Shoes.', `Referencia: ${p.storeReference}`, importe, until],
      },
    },
    importe: p.totalCents,
    vigencia: p.validUntil.toISOString(),
  };
}
