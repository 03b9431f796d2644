import { addDays, endOfMonth, firstOfMonth, firstOfMonthAfter, isCalendarDate } from '../../core/calendar';
import { CalculatorInputError } from '../../core/input-error';
import { fromMinor, toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import { vatNotificationPeriodDays } from '../../../params/uk/hmrc/vat/notification-period';
import { vatDeregistrationThreshold, vatRegistrationThreshold } from '../../../params/uk/hmrc/vat/registration-thresholds';

export interface VatThresholds {
  readonly date: IsoDate;
  /** Taxable turnover above which registration is compulsory (more than this in 12 months or in the next 30 days). */
  readonly registration: number;
  /** Expected taxable turnover in the next 12 months at or below which a registered business may deregister. */
  readonly deregistration: number;
  readonly reference: string;
}

/** The first date both thresholds have a value. */
export const vatThresholdsSupportedFrom: IsoDate = [vatRegistrationThreshold, vatDeregistrationThreshold]
  .map((parameter) => parameter.values[0]!.from)
  .reduce((latest, from) => (from > latest ? from : latest));

function checkedDate(field: string, date: string): IsoDate {
  if (!isCalendarDate(date)) throw new CalculatorInputError(field, `must be a real calendar date written YYYY-MM-DD, got "${date}"`);
  if (date < vatThresholdsSupportedFrom)
    throw new CalculatorInputError(field, `${date} is not supported: thresholds are known from ${vatThresholdsSupportedFrom}`);
  return date;
}

/** The registration and deregistration thresholds in force on a date (VAT Notice 700/1 supplement). */
export function vatThresholdsOn(date: string): VatThresholds {
  const day = checkedDate('date', date);
  const registration = datedValueAt(vatRegistrationThreshold, day);
  const deregistration = datedValueAt(vatDeregistrationThreshold, day);
  return {
    date: day,
    registration: registration.value,
    deregistration: deregistration.value,
    reference: `${citationOf(registration)}; ${citationOf(deregistration)}`,
  };
}

export interface MonthlyTurnover {
  /** The calendar month, YYYY-MM. */
  readonly month: string;
  /** VAT taxable turnover of the month in pounds (standard, reduced and zero-rated supplies; not exempt ones). */
  readonly turnover: number;
}

export interface RollingTurnoverMonth {
  readonly month: string;
  /** Taxable turnover of the 12 months ending with this month (months not given count as nil). */
  readonly rollingTotal: number;
  /** The registration threshold in force at the end of the month. */
  readonly threshold: number;
  readonly exceeded: boolean;
}

export interface RollingTurnoverTest {
  readonly months: readonly RollingTurnoverMonth[];
  /** The first month at whose end the 12-month total went over the threshold, or null. */
  readonly thresholdExceededIn: string | null;
  /** Notify HMRC by this date: 30 days after the end of that month (VATA 1994 Sch 1 para 5). */
  readonly notifyBy: IsoDate | null;
  /** Effective date of registration: the first day of the second month after it (Sch 1 para 5(2); VATREG18300). */
  readonly effectiveDateOfRegistration: IsoDate | null;
  readonly reference: string;
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The backward look (VATA 1994 Sch 1 para 1(1)(a)): at the end of each month, the taxable turnover of the 12 months
 * then ending is compared with the threshold in force; the first month it is over starts the 30 days to notify, and
 * registration takes effect on the first day of the month after the following month (HMRC VATREG18300: over the
 * threshold on 22 April → liable 30 April → notify by 30 May → registered from 1 June). Not modelled: the exception
 * when HMRC accept that the next 12 months' turnover will not exceed the deregistration threshold (para 1(3)).
 */
export function vatRollingTurnoverTest(months: readonly MonthlyTurnover[]): RollingTurnoverTest {
  const turnoverByMonth = new Map<string, number>();
  months.forEach((entry, index) => {
    if (!monthPattern.test(entry.month))
      throw new CalculatorInputError(`months.${index}.month`, `must be a month written YYYY-MM, got "${entry.month}"`);
    if (!Number.isFinite(entry.turnover) || entry.turnover < 0)
      throw new CalculatorInputError(`months.${index}.turnover`, `must be a finite amount of zero or more, got ${entry.turnover}`);
    if (turnoverByMonth.has(entry.month)) throw new CalculatorInputError(`months.${index}.month`, `${entry.month} is given twice`);
    turnoverByMonth.set(entry.month, toMinor(entry.turnover));
  });
  const sorted = [...turnoverByMonth.keys()].sort();
  const results: RollingTurnoverMonth[] = [];
  let exceededIn: string | null = null;
  let notifyBy: IsoDate | null = null;
  let effective: IsoDate | null = null;
  let reference = citationOf(datedValueAt(vatNotificationPeriodDays, vatThresholdsSupportedFrom));
  sorted.forEach((month, index) => {
    const monthEnd = endOfMonth(firstOfMonth(month as `${number}-${number}`));
    const windowStart = firstOfMonthAfter(firstOfMonth(month as `${number}-${number}`), -11).slice(0, 7);
    let totalMinor = 0;
    for (const earlier of sorted.slice(0, index + 1)) if (earlier >= windowStart) totalMinor += turnoverByMonth.get(earlier)!;
    if (monthEnd < vatThresholdsSupportedFrom)
      throw new CalculatorInputError(
        `months.${months.findIndex((entry) => entry.month === month)}.month`,
        `${month} is before ${vatThresholdsSupportedFrom}, the first threshold known`,
      );
    const threshold = vatThresholdsOn(monthEnd);
    const exceeded = totalMinor > toMinor(threshold.registration);
    results.push({ month, rollingTotal: fromMinor(totalMinor), threshold: threshold.registration, exceeded });
    if (exceeded && exceededIn === null) {
      const days = datedValueAt(vatNotificationPeriodDays, monthEnd);
      exceededIn = month;
      notifyBy = addDays(monthEnd, days.value);
      effective = firstOfMonthAfter(monthEnd, 2);
      reference = `${threshold.reference}; ${citationOf(days)}`;
    }
  });
  return { months: results, thresholdExceededIn: exceededIn, notifyBy, effectiveDateOfRegistration: effective, reference };
}

export interface ForwardLookTest {
  readonly date: IsoDate;
  readonly expectedTurnover: number;
  readonly threshold: number;
  readonly liable: boolean;
  /** Notify by the end of the 30 days that start on `date` (VATA 1994 Sch 1 para 6). */
  readonly notifyBy: IsoDate | null;
  /** Registered from the start of those 30 days: `date` itself. */
  readonly effectiveDateOfRegistration: IsoDate | null;
  readonly reference: string;
}

/**
 * The forward look (VATA 1994 Sch 1 para 1(1)(b)): on `date` there are reasonable grounds to expect taxable supplies
 * in the next 30 days alone to exceed the threshold. HMRC VATREG18300: expectation formed on 22 April → notify by
 * 22 May → registered from 22 April.
 */
export function vatForwardLookTest(date: string, expectedTurnoverNext30Days: number): ForwardLookTest {
  const day = checkedDate('date', date);
  if (!Number.isFinite(expectedTurnoverNext30Days) || expectedTurnoverNext30Days < 0)
    throw new CalculatorInputError('expectedTurnover', `must be a finite amount of zero or more, got ${expectedTurnoverNext30Days}`);
  const thresholds = vatThresholdsOn(day);
  const days = datedValueAt(vatNotificationPeriodDays, day);
  const liable = toMinor(expectedTurnoverNext30Days) > toMinor(thresholds.registration);
  return {
    date: day,
    expectedTurnover: expectedTurnoverNext30Days,
    threshold: thresholds.registration,
    liable,
    notifyBy: liable ? addDays(day, days.value) : null,
    effectiveDateOfRegistration: liable ? day : null,
    reference: `${thresholds.reference}; ${citationOf(days)}`,
  };
}
