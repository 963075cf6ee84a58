/**
 * CrediPrice on the wire (customer-account.md §3, §7) and the payment-reference rules of §4–§5, shared by
 * the web form and the API. Money is integer centavos, on the wire too (docs/decisions/0304-money-on-the-wire.md);
 * only the OTRA amount is typed in pesos, and `readAmount` (amount.ts) reads it.
 */
import { z } from 'zod';
import { creditMessages, CREDIT_ESTADOS } from './credit-texts';

export * from './credit-texts';

// ---- wire schemas --------------------------------------------------------------------------------------

const pesos = z.number().int().describe('MXN in integer centavos');
const isoDate = z.string().describe('YYYY-MM-DD (Mexico City)');

export const creditTokenResponse = z.object({ token: z.string(), expire_in: z.number().int().describe('seconds') });
export type CreditToken = z.infer<typeof creditTokenResponse>;

/**
 * POST /api/credit, the local fallback of GET credit/auth (customer-account.md §7, docs/decisions/0681): the
 * signed-in session names the customer; a customer_id, when sent, must be hers.
 */
export const localCreditTokenBody = z
  .object({
    customer_id: z.string().trim().max(20).regex(/^\d*$/, 'El identificador de cliente no es válido.').optional(),
  })
  .strict();

const idSocio = z
  .string({ error: creditMessages.idSocioRequired })
  .trim()
  .min(1, creditMessages.idSocioRequired)
  .max(20);
export const idSocioQuery = z.object({ id_socio: idSocio });

export const creditSummary = z.object({
  linea: z.object({ credito: pesos, disponible: pesos }),
  sobrante: pesos,
  estado: z.string(),
  proximo: z.object({ pago: pesos }),
  saldo: z.object({ liquida: pesos, final: pesos }),
});
export type CreditSummary = z.infer<typeof creditSummary>;

export const creditListQuery = z.object({
  id_socio: idSocio,
  estado: z
    .enum(CREDIT_ESTADOS, { error: 'El estado debe ser pagos, proximos, futuros, activos, liquidados o generar' })
    .default('activos'),
  disponible: z.enum(['true', 'false'], { error: 'disponible debe ser true o false' }).optional(),
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int('La página debe ser un número')
    .min(1, 'La página debe ser 1 o mayor')
    .max(10_000)
    .default(1),
});

export const credit = z.object({
  id_credito: z.string(),
  fecha: z.object({ inicio: isoDate, liquida: isoDate.nullable(), pago: isoDate.nullable(), finalizacion: isoDate }),
  periodo: z.enum(['Semanal', 'Quincenal', 'Mensual', 'Diario']),
  periodos: z.object({ atraso: z.number().int() }),
  proximo: z.object({ pago: pesos, fecha: isoDate.nullable() }),
  saldo: z.object({ inicial: pesos, final: pesos, liquida: pesos, capital: pesos }),
  pagado: z.object({ moratorio: pesos, extemporaneo: pesos, credito: pesos, bonificado: pesos }),
  pago: pesos,
  descripcion: z.string().describe('what was bought on credit, and where'),
});
export type Credit = z.infer<typeof credit>;

export const creditListResponse = z.object({
  creditos: z.object({ totalRegistros: z.number().int(), data: z.array(credit) }),
});
export type CreditListResponse = z.infer<typeof creditListResponse>;

const referenceBlock = z.object({ texto: z.array(z.string()) });
export const referencesResponse = z.object({
  referencias: z.object({ datalogic: referenceBlock, bbva: referenceBlock, tienda: referenceBlock }),
  importe: pesos,
  vigencia: z.string().describe('ISO instant: 22:00 Mexico City of the day the promise was made'),
});
export type ReferencesResponse = z.infer<typeof referencesResponse>;

export const eligibilityBody = z.object({ id_socio: idSocio });
export const eligibilityResponse = z.object({ response: z.object({ codigo: z.number().int(), importe: pesos }) });
export type EligibilityResponse = z.infer<typeof eligibilityResponse>;

/** POST /api/cliente/credito: the payment promise. */
export const promiseBody = z.object({
  accion: z.literal('promesa', { error: 'La acción debe ser "promesa"' }),
  id_socio: idSocio,
  creditos: z
    .array(
      z.object({
        id_credito: z
          .string({ error: creditMessages.creditNotFound })
          .trim()
          .min(1, creditMessages.creditNotFound)
          .max(40),
        importe: z
          .number({ error: creditMessages.otraInvalid })
          .int(creditMessages.otraInvalid)
          .min(0, creditMessages.otraInvalid)
          .max(1e12, creditMessages.otraInvalid)
          .describe('centavos'),
      }),
      { error: creditMessages.totalZero },
    )
    .min(1, creditMessages.totalZero)
    .max(100),
});
export type PromiseBody = z.infer<typeof promiseBody>;
