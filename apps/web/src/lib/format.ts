/** Money arrives in integer centavos; it is formatted only here, at the edge. */
const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });

export function formatMoney(centavos: number): string {
  return mxn.format(centavos / 100);
}

const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});
const shortDate = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

export const formatDate = (value: string | Date) => longDate.format(new Date(value));
export const formatShortDate = (value: string | Date) => shortDate.format(new Date(value));

/** A date-only value ('2027-06-30') in Spanish, without a time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)),
  );
}
