import { ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { formatMoney } from '@shop/domain/money';
import { formatWeekdayDate } from '../../../lib/format';

/** What a reminder names: the figures the screen shows (an order's `money`, or a client's row of 'Me deben'). */
export interface ReminderFigures {
  owed: number;
  overdue: number;
  overdueSince: string | null;
  nextDue: { date: string; amount: number } | null;
}

/**
 * The WhatsApp reminder to a client (decision 0710): what is overdue and since when, else the next payment and its
 * date, else what she still owes.
 */
export function reminderText(firstName: string, d: ReminderFigures): string {
  if (d.overdue > 0 && d.overdueSince)
    return lm.owed.reminderOverdue(firstName, formatMoney(d.overdue), formatWeekdayDate(d.overdueSince));
  if (d.nextDue)
    return lm.owed.reminderNext(firstName, formatMoney(d.nextDue.amount), formatWeekdayDate(d.nextDue.date));
  return lm.owed.reminderOwed(firstName, formatMoney(d.owed));
}
