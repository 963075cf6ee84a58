/**
 * The CrediPrice contract she signs at step 7 (issue 28 point 2, docs/decisions/0733): its terms (its version is
 * `CREDIT_CONTRACT_VERSION` of @shop/contracts/credit-texts, recorded with her signature), and the
 * figures of her line (line, financing charge, term, total cost, weekly payment). Pure; integer centavos.
 */
import { formatMoney } from './money';

export const CREDIT_CONTRACT = {
  /** The financing charge of each purchase, on its cash price (forgiven when paid within `freeDays`). */
  financingPct: 15,
  /** Charged on what is overdue at the end of each period. */
  moratorioPct: 10,
  weeks: 8,
  freeDays: 28,
  /** The most a line can be (the spec's benefits: "up to $15,000"). */
  maxLineCents: 1_500_000,
} as const;

export interface ContractFigures {
  line: number;
  financing: number;
  total: number;
  weekly: number;
  /** The last payment takes the centavos that do not divide. */
  lastWeekly: number;
}

/** What using her whole line once costs: the figures the contract shows her. */
export function contractFigures(lineCents: number): ContractFigures {
  const line = Math.max(0, Math.min(CREDIT_CONTRACT.maxLineCents, Math.floor(lineCents)));
  const financing = Math.round((line * CREDIT_CONTRACT.financingPct) / 100);
  const total = line + financing;
  const weekly = Math.floor(total / CREDIT_CONTRACT.weeks);
  return { line, financing, total, weekly, lastWeekly: total - weekly * (CREDIT_CONTRACT.weeks - 1) };
}

/** The contract as words: her figures (label, value) and the clauses, for the page and the PDF alike (0733). */
export interface ContractText {
  version: string;
  figures: { label: string; value: string }[];
  clauses: string[];
}

export function contractText(lineCents: number, version: string): ContractText {
  const f = contractFigures(lineCents);
  const c = CREDIT_CONTRACT;
  return {
    version,
    figures: [
      { label: 'Línea de crédito', value: formatMoney(f.line) },
      { label: 'Plazo de cada compra', value: `${c.weeks} pagos semanales (${c.weeks} semanas)` },
      {
        label: 'Cargo por financiamiento',
        value: `${c.financingPct} % del precio de contado: ${formatMoney(f.financing)} si usas toda tu línea`,
      },
      { label: 'Costo total si usas toda tu línea', value: formatMoney(f.total) },
      {
        label: 'Pago semanal',
        value:
          f.lastWeekly === f.weekly
            ? formatMoney(f.weekly)
            : `${formatMoney(f.weekly)} (el último, ${formatMoney(f.lastWeekly)})`,
      },
      {
        label: 'Sin cargo por financiamiento',
        value: `si pagas el precio de contado dentro de los primeros ${c.freeDays} días`,
      },
      { label: 'Interés moratorio', value: `${c.moratorioPct} % de lo vencido al cierre de cada periodo` },
    ],
    clauses: [
      `Price Shoes te otorga una línea de crédito revolvente por ${formatMoney(f.line)} para comprar en sus tiendas y en línea. Cada compra a crédito usa parte de tu línea y la liberas al pagarla.`,
      `Cada compra se paga en ${c.weeks} pagos semanales iguales del precio de contado más un cargo por financiamiento del ${c.financingPct} %. Si pagas el precio de contado dentro de los ${c.freeDays} días siguientes a la compra, no pagas el cargo por financiamiento.`,
      `Un pago que no se cubre en su fecha genera un interés moratorio del ${c.moratorioPct} % de lo vencido al cierre de cada periodo, mientras haya saldo vencido. Lo que pagas cubre primero los moratorios y después los pagos en orden.`,
      'Puedes pagar por adelantado en cualquier momento, sin penalización, con una referencia de pago en tienda, en banco o en tiendas de conveniencia; cada referencia vale hasta las 22:00 del día en que la generas.',
      'Autorizas a Price Shoes a consultar tu historial crediticio (paso 6) y a verificar tus referencias. Tus datos se tratan conforme al aviso de privacidad de Price Shoes.',
      `Firmas este contrato al escribir tu nombre completo en el paso 7 de tu solicitud; guardamos la versión que aceptaste (${version}) con tu firma y la fecha.`,
    ],
  };
}
