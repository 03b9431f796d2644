import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, valueAt } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { careInsuranceChildDiscount } from '../../params/germany/sgb/care-child-discount';
import { careInsuranceChildlessSurcharge } from '../../params/germany/sgb/care-childless-surcharge';
import { careInsuranceRate } from '../../params/germany/sgb/care-rate';
import { careInsuranceSaxonyShift } from '../../params/germany/sgb/care-saxony-shift';
import { contributionCeilings } from '../../params/germany/sgb/contribution-ceilings';
import { employerLevies } from '../../params/germany/sgb/employer-levies';
import { healthInsuranceAverageAddOnRate } from '../../params/germany/sgb/health-average-add-on-rate';
import { healthInsuranceGeneralRate } from '../../params/germany/sgb/health-general-rate';
import { midijobFactor } from '../../params/germany/sgb/midijob-factor';
import { midijobUpperLimit } from '../../params/germany/sgb/midijob-upper-limit';
import { minijobEmployerRates } from '../../params/germany/sgb/minijob-employer-rates';
import { minijobLimit } from '../../params/germany/sgb/minijob-limit';
import { pensionInsuranceRate } from '../../params/germany/sgb/pension-rate';
import { unemploymentInsuranceRate } from '../../params/germany/sgb/unemployment-rate';
import { germanStateInfo, type GermanState } from './states';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

export const wagePeriods = ['month', 'year'] as const;
export type WagePeriod = (typeof wagePeriods)[number];
export const employmentTypes = ['minijob', 'midijob', 'regular'] as const;
/** Minijob up to the Geringfügigkeitsgrenze, Midijob in the Übergangsbereich above it, regular beyond. */
export type EmploymentType = (typeof employmentTypes)[number];

/** A private health (and care) insurance, monthly euros: the premium and the employer's subsidy towards it (§ 257 SGB V). */
export interface PrivateHealthInsurance {
  readonly premium: number;
  readonly employerSubsidy: number;
}

export interface GermanSocialSecurityInput {
  readonly taxYear: GermanTaxYear;
  /** Gross wage in euros for the period. */
  readonly grossWage: number;
  readonly period: WagePeriod;
  /** The health fund's full Zusatzbeitrag in percent; default the year's average (§ 242a SGB V). */
  readonly healthAddOnRate?: number;
  /** Children counted for care insurance (the discount counts those under 25). */
  readonly childrenForCare?: number;
  /** Whether the childless surcharge applies; default: no children for care. */
  readonly childless?: boolean;
  /** Under 23 no childless surcharge is due (§ 55 Abs. 3 Satz 7 SGB XI). */
  readonly age?: number;
  readonly state?: GermanState;
  /** Given for a privately insured employee: no statutory health or care contributions then. */
  readonly privateHealth?: PrivateHealthInsurance;
  /** Whether the employee is in the statutory pension (and unemployment) insurance; default true. */
  readonly pensionInsured?: boolean;
}

export interface ContributionShares {
  readonly pension: number;
  readonly unemployment: number;
  readonly health: number;
  readonly care: number;
  readonly total: number;
}

export interface EmployerLevyAmounts {
  readonly u1: number;
  readonly u2: number;
  readonly insolvency: number;
  readonly total: number;
}

/** The contributions of one month, in cents: the shared core of the social-security and wage-tax calculators. */
export interface MonthlyContributionsMinor {
  readonly employmentType: EmploymentType;
  readonly employee: Record<keyof Omit<ContributionShares, 'total'>, number>;
  readonly employer: Record<keyof Omit<ContributionShares, 'total'>, number>;
  readonly levies: Record<keyof Omit<EmployerLevyAmounts, 'total'>, number>;
  readonly employerFlatTax: number;
  /** The wage contributions were charged on, per branch (after the ceiling, or the Midijob's reduced bases). */
  readonly bases: { readonly pension: number; readonly health: number };
  /** The care employee rate applied in percent (with the surcharge, discounts and Saxony's shift). */
  readonly careEmployeeRate: number;
  readonly healthAddOnRate: number;
  readonly pensionCeilingArea: 'west' | 'east' | 'unified';
}

/** `numerator / denominator` for non-negative integers, to the nearest integer, halves up (contributions are rounded commercially). */
function divideHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return (numerator - quotient * denominator) * 2 >= denominator ? quotient + 1 : quotient;
}

/** Rates in percent with at most three decimals; halves of them too (e.g. 7.3 + 2.9 ÷ 2 = 8.75). */
function roundRate(percent: number): number {
  return Math.round(percent * 1000) / 1000;
}

function half(percent: number): number {
  return roundRate(percent / 2);
}

/**
 * Contributions for one month's wage in cents. Each share is rounded to the cent on its own, halves up; a yearly wage
 * is treated as twelve equal months by the caller.
 */
export function monthlyContributions(
  input: Omit<GermanSocialSecurityInput, 'grossWage' | 'period'>,
  wageMinor: number,
): MonthlyContributionsMinor {
  const date = germanTaxYearStart(input.taxYear);
  const stateInfo = input.state === undefined ? undefined : germanStateInfo(input.state);
  const pensionInsured = input.pensionInsured ?? true;
  const privateHealth = input.privateHealth;
  const pensionRate = valueAt(pensionInsuranceRate, date);
  const unemploymentRate = valueAt(unemploymentInsuranceRate, date);
  const healthRate = valueAt(healthInsuranceGeneralRate, date);
  const addOnRate = input.healthAddOnRate ?? valueAt(healthInsuranceAverageAddOnRate, date);
  const careRate = valueAt(careInsuranceRate, date);
  const ceilings = valueAt(contributionCeilings, date);
  const levyRates = valueAt(employerLevies, date);
  const limitMinor = toMinor(valueAt(minijobLimit, date));
  const upperMinor = toMinor(valueAt(midijobUpperLimit, date));

  const children = input.childrenForCare ?? 0;
  const childless = input.childless ?? children === 0;
  const surcharge = childless && (input.age === undefined || input.age >= 23) ? valueAt(careInsuranceChildlessSurcharge, date) : 0;
  // Discounts for the 2nd to the 5th child: at most four.
  const discounts = childless ? 0 : Math.min(Math.max(children - 1, 0), 4);
  const saxonyShift = stateInfo?.saxonyCareSplit ? valueAt(careInsuranceSaxonyShift, date) : 0;
  const careEmployerRate = roundRate(half(careRate) - saxonyShift);
  const careEmployeeBaseRate = roundRate(half(careRate) + saxonyShift);
  const careEmployeeRate = roundRate(careEmployeeBaseRate + surcharge - discounts * valueAt(careInsuranceChildDiscount, date));
  const healthShare = roundRate(half(healthRate) + half(addOnRate));
  const pensionCeilingArea = ceilings.pension === ceilings.pensionEast ? 'unified' : stateInfo?.eastPensionArea ? 'east' : 'west';
  const pensionCeilingMinor = toMinor(pensionCeilingArea === 'east' ? ceilings.pensionEast : ceilings.pension);
  const healthCeilingMinor = toMinor(ceilings.health);
  const levies = {
    u1: applyRate(wageMinor, levyRates.u1, 'half-up'),
    u2: applyRate(wageMinor, levyRates.u2, 'half-up'),
    insolvency: applyRate(wageMinor, levyRates.insolvency, 'half-up'),
  };
  const common = { careEmployeeRate, healthAddOnRate: addOnRate, pensionCeilingArea } as const;
  const privateHealthMinor = privateHealth
    ? {
        employee: Math.max(0, toMinor(privateHealth.premium) - toMinor(privateHealth.employerSubsidy)),
        employer: toMinor(privateHealth.employerSubsidy),
      }
    : undefined;

  if (wageMinor <= limitMinor) {
    // Minijob (§ 8 SGB IV): employer flat rates; the employee tops the pension up to the full rate (§ 168 Abs. 1 Nr. 1b SGB VI).
    const flat = valueAt(minijobEmployerRates, date);
    const employerPension = applyRate(wageMinor, flat.pension, 'half-up');
    const fullPension = applyRate(wageMinor, pensionRate, 'half-up');
    return {
      employmentType: 'minijob',
      employee: {
        pension: pensionInsured ? fullPension - employerPension : 0,
        unemployment: 0,
        health: privateHealthMinor?.employee ?? 0,
        care: 0,
      },
      employer: {
        pension: employerPension,
        unemployment: 0,
        health: privateHealth ? 0 : applyRate(wageMinor, flat.health, 'half-up'),
        care: 0,
      },
      levies,
      employerFlatTax: applyRate(wageMinor, flat.flatTax, 'half-up'),
      bases: { pension: wageMinor, health: privateHealth ? 0 : wageMinor },
      ...common,
    };
  }

  if (wageMinor <= upperMinor) {
    // Übergangsbereich (§ 20 Abs. 2a SGB IV), with G the Geringfügigkeitsgrenze, OG the upper limit, AE the wage:
    //   total base BE = F × G + (OG / (OG − G) − G / (OG − G) × F) × (AE − G)
    //   employee base BE_AN = OG / (OG − G) × (AE − G)
    // Each branch's total contribution is charged on BE, the employee's half on BE_AN, the employer pays the rest.
    // The care surcharge for the childless is the employee's alone and is charged on BE_AN with the employee's share.
    const factorScaled = Math.round(valueAt(midijobFactor, date) * 10_000);
    const span = upperMinor - limitMinor;
    const excess = wageMinor - limitMinor;
    const totalBase = divideHalfUp(
      factorScaled * limitMinor * span + (upperMinor * 10_000 - limitMinor * factorScaled) * excess,
      10_000 * span,
    );
    const employeeBase = divideHalfUp(upperMinor * excess, span);
    const branch = (totalRate: number, employeeRate: number) => {
      const employee = applyRate(employeeBase, employeeRate, 'half-up');
      return { employee, employer: Math.max(0, applyRate(totalBase, totalRate, 'half-up') - employee) };
    };
    const pension = pensionInsured ? branch(pensionRate, half(pensionRate)) : { employee: 0, employer: 0 };
    const unemployment = pensionInsured ? branch(unemploymentRate, half(unemploymentRate)) : { employee: 0, employer: 0 };
    const health = privateHealthMinor ?? branch(roundRate(healthRate + addOnRate), healthShare);
    // The employer's care share is what is left of the rate on BE after the employee's half on BE_AN; the surcharge
    // and discounts change only the employee's share.
    const careBase = branch(careRate, careEmployeeBaseRate);
    const care = privateHealth
      ? { employee: 0, employer: 0 }
      : { employee: applyRate(employeeBase, careEmployeeRate, 'half-up'), employer: careBase.employer };
    return {
      employmentType: 'midijob',
      employee: { pension: pension.employee, unemployment: unemployment.employee, health: health.employee, care: care.employee },
      employer: { pension: pension.employer, unemployment: unemployment.employer, health: health.employer, care: care.employer },
      levies,
      employerFlatTax: 0,
      bases: { pension: totalBase, health: privateHealth ? 0 : totalBase },
      ...common,
    };
  }

  const pensionBase = Math.min(wageMinor, pensionCeilingMinor);
  const healthBase = Math.min(wageMinor, healthCeilingMinor);
  const pensionShare = pensionInsured ? applyRate(pensionBase, half(pensionRate), 'half-up') : 0;
  const unemploymentShare = pensionInsured ? applyRate(pensionBase, half(unemploymentRate), 'half-up') : 0;
  const statutoryHealth = applyRate(healthBase, healthShare, 'half-up');
  return {
    employmentType: 'regular',
    employee: {
      pension: pensionShare,
      unemployment: unemploymentShare,
      health: privateHealthMinor ? privateHealthMinor.employee : statutoryHealth,
      care: privateHealth ? 0 : applyRate(healthBase, careEmployeeRate, 'half-up'),
    },
    employer: {
      pension: pensionShare,
      unemployment: unemploymentShare,
      health: privateHealthMinor ? privateHealthMinor.employer : statutoryHealth,
      care: privateHealth ? 0 : applyRate(healthBase, careEmployerRate, 'half-up'),
    },
    levies,
    employerFlatTax: 0,
    bases: { pension: pensionInsured ? pensionBase : 0, health: privateHealth ? 0 : healthBase },
    ...common,
  };
}

/** The contributions for the input's period: one month, or twelve equal months for a yearly wage. */
export function periodContributions(input: GermanSocialSecurityInput): {
  monthly: MonthlyContributionsMinor;
  months: number;
  wageMinor: number;
} {
  const wageMinor = toMinor(input.grossWage);
  if (wageMinor < 0) throw new RangeError('grossWage must not be negative');
  const months = input.period === 'year' ? 12 : 1;
  // A yearly wage is spread evenly over twelve months, the unit contributions are assessed in.
  const monthlyWageMinor = months === 1 ? wageMinor : divideHalfUp(wageMinor, 12);
  return { monthly: monthlyContributions(input, monthlyWageMinor), months, wageMinor };
}

function shares(values: Record<'pension' | 'unemployment' | 'health' | 'care', number>, months: number): ContributionShares {
  const scaled = {
    pension: values.pension * months,
    unemployment: values.unemployment * months,
    health: values.health * months,
    care: values.care * months,
  };
  return {
    pension: fromMinor(scaled.pension),
    unemployment: fromMinor(scaled.unemployment),
    health: fromMinor(scaled.health),
    care: fromMinor(scaled.care),
    total: fromMinor(scaled.pension + scaled.unemployment + scaled.health + scaled.care),
  };
}

export interface GermanSocialSecurityResult extends CalculationResult {
  readonly calculationType: 'de-social-security';
  readonly currency: 'EUR';
  readonly period: WagePeriod;
  readonly employmentType: EmploymentType;
  readonly employee: ContributionShares;
  readonly employer: ContributionShares;
  readonly employerLevies: EmployerLevyAmounts;
  /** Pauschsteuer of a Minijob (2 %), paid by the employer; 0 otherwise. */
  readonly employerFlatTax: number;
  /** Employer's cost: wage + contributions + levies + flat tax. */
  readonly employerTotalCost: number;
  readonly healthAddOnRate: number;
  readonly careEmployeeRate: number;
  /** The wage pension and unemployment contributions were charged on (after the ceiling; the Midijob's total base). */
  readonly pensionBase: number;
  /** The wage health and care contributions were charged on. */
  readonly healthBase: number;
  /** Which pension ceiling applied: 2024 had a western and an eastern one, one from 2025. */
  readonly pensionCeilingArea: 'west' | 'east' | 'unified';
  readonly notes: readonly string[];
  /** `notes` as labels, in the same order. */
  readonly noteLabels: readonly Label[];
}

function band(name: string, bandLabel: Label, rate: number, base: number, amount: number, reference: string): BreakdownBand {
  return { band: name, label: bandLabel, rate, taxableAmount: base, amount, reference };
}

export function calculateGermanSocialSecurity(input: GermanSocialSecurityInput): GermanSocialSecurityResult {
  const date = germanTaxYearStart(input.taxYear);
  const { monthly, months, wageMinor } = periodContributions(input);
  const employee = shares(monthly.employee, months);
  const employer = shares(monthly.employer, months);
  const levyTotal = monthly.levies.u1 + monthly.levies.u2 + monthly.levies.insolvency;
  const employerLevyAmounts: EmployerLevyAmounts = {
    u1: fromMinor(monthly.levies.u1 * months),
    u2: fromMinor(monthly.levies.u2 * months),
    insolvency: fromMinor(monthly.levies.insolvency * months),
    total: fromMinor(levyTotal * months),
  };
  const employerFlatTax = fromMinor(monthly.employerFlatTax * months);
  const employeeTotalMinor = toMinor(employee.total);
  const employerCostMinor = wageMinor + toMinor(employer.total) + levyTotal * months + monthly.employerFlatTax * months;
  const netMinor = wageMinor - employeeTotalMinor;
  const pensionBase = fromMinor(monthly.bases.pension * months);
  const healthBase = fromMinor(monthly.bases.health * months);

  const references = {
    pension: citationOf(datedValueAt(pensionInsuranceRate, date)),
    unemployment: citationOf(datedValueAt(unemploymentInsuranceRate, date)),
    health: citationOf(datedValueAt(healthInsuranceGeneralRate, date)),
    care: citationOf(datedValueAt(careInsuranceRate, date)),
    levies: citationOf(datedValueAt(employerLevies, date)),
  };
  const rateOf = (part: number, base: number) => (base === 0 ? 0 : percentOf(toMinor(part), toMinor(base)));
  const group = (title: string, groupLabel: Label, type: string, data: BreakdownBand[], total: number): BreakdownGroup => ({
    title,
    label: groupLabel,
    type,
    data,
    totalAmount: total,
  });
  const breakdowns: BreakdownGroup[] = [
    group(
      'Employee contributions',
      label('de.social.group.employee'),
      'employee-contributions',
      [
        band(
          'Rentenversicherung',
          label('de.social.band.pension'),
          rateOf(employee.pension, pensionBase),
          pensionBase,
          employee.pension,
          references.pension,
        ),
        band(
          'Arbeitslosenversicherung',
          label('de.social.band.unemployment'),
          rateOf(employee.unemployment, pensionBase),
          pensionBase,
          employee.unemployment,
          references.unemployment,
        ),
        band(
          input.privateHealth ? 'Private Krankenversicherung (premium less subsidy)' : 'Krankenversicherung',
          label(input.privateHealth ? 'de.social.band.privateHealth' : 'de.social.band.health'),
          rateOf(employee.health, healthBase),
          healthBase,
          employee.health,
          references.health,
        ),
        band(
          'Pflegeversicherung',
          label('de.social.band.care'),
          input.privateHealth ? 0 : monthly.careEmployeeRate,
          healthBase,
          employee.care,
          references.care,
        ),
      ],
      employee.total,
    ),
    group(
      'Employer contributions and levies',
      label('de.social.group.employer'),
      'employer-contributions',
      [
        band(
          'Rentenversicherung',
          label('de.social.band.pension'),
          rateOf(employer.pension, pensionBase),
          pensionBase,
          employer.pension,
          references.pension,
        ),
        band(
          'Arbeitslosenversicherung',
          label('de.social.band.unemployment'),
          rateOf(employer.unemployment, pensionBase),
          pensionBase,
          employer.unemployment,
          references.unemployment,
        ),
        band(
          input.privateHealth ? 'Zuschuss zur privaten Krankenversicherung' : 'Krankenversicherung',
          label(input.privateHealth ? 'de.social.band.privateHealthSubsidy' : 'de.social.band.health'),
          rateOf(employer.health, healthBase),
          healthBase,
          employer.health,
          references.health,
        ),
        band(
          'Pflegeversicherung',
          label('de.social.band.care'),
          rateOf(employer.care, healthBase),
          healthBase,
          employer.care,
          references.care,
        ),
        band(
          'Umlage U1',
          label('de.social.band.u1'),
          valueAt(employerLevies, date).u1,
          fromMinor(wageMinor),
          employerLevyAmounts.u1,
          references.levies,
        ),
        band(
          'Umlage U2',
          label('de.social.band.u2'),
          valueAt(employerLevies, date).u2,
          fromMinor(wageMinor),
          employerLevyAmounts.u2,
          references.levies,
        ),
        band(
          'Insolvenzgeldumlage',
          label('de.social.band.insolvency'),
          valueAt(employerLevies, date).insolvency,
          fromMinor(wageMinor),
          employerLevyAmounts.insolvency,
          references.levies,
        ),
        ...(monthly.employerFlatTax > 0
          ? [
              band(
                'Pauschsteuer (Minijob)',
                label('de.social.band.flatTax'),
                valueAt(minijobEmployerRates, date).flatTax,
                fromMinor(wageMinor),
                employerFlatTax,
                citationOf(datedValueAt(minijobEmployerRates, date)),
              ),
            ]
          : []),
      ],
      fromMinor(toMinor(employer.total) + levyTotal * months + monthly.employerFlatTax * months),
    ),
  ];

  const note = (text: string, noteLabel: Label) => ({ text, label: noteLabel });
  const labelledNotes = [
    monthly.employmentType === 'minijob'
      ? note(
          'Minijob: the employer pays flat rates; the employee pays only the pension top-up unless exempted.',
          label('de.social.note.minijob'),
        )
      : monthly.employmentType === 'midijob'
        ? note('Übergangsbereich (Midijob): contributions on the reduced bases of § 20 Abs. 2a SGB IV.', label('de.social.note.midijob'))
        : note('Contributions on the wage up to the Beitragsbemessungsgrenzen.', label('de.social.note.regular')),
    ...(input.period === 'year' ? [note('A yearly wage is treated as twelve equal monthly wages.', label('de.social.note.yearly'))] : []),
    ...(monthly.pensionCeilingArea === 'east'
      ? [note('2024: the eastern pension ceiling applies for this Land.', label('de.social.note.eastCeiling'))]
      : []),
    note('U1 and U2 vary by health fund; the Minijob-Zentrale rates are shown.', label('de.social.note.levies')),
  ];
  const notes = labelledNotes.map((entry) => entry.text);
  const net = fromMinor(netMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Employee contributions',
      titleLabel: label('de.social.stat.employee'),
      value: employee.total,
      formattedValue: formatMoney(employee.total, 'EUR'),
      change: percentOf(employeeTotalMinor, wageMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
    {
      title: 'Employer contributions',
      titleLabel: label('de.social.stat.employer'),
      value: employer.total,
      formattedValue: formatMoney(employer.total, 'EUR'),
      change: percentOf(toMinor(employer.total), wageMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Wage after employee contributions',
      titleLabel: label('de.social.stat.net'),
      value: net,
      formattedValue: formatMoney(net, 'EUR'),
      icon: 'wallet',
    },
    {
      title: "Employer's total cost",
      titleLabel: label('de.social.stat.employerCost'),
      value: fromMinor(employerCostMinor),
      formattedValue: formatMoney(fromMinor(employerCostMinor), 'EUR'),
      icon: 'calculator',
    },
  ];

  return {
    calculationType: 'de-social-security',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(wageMinor),
    totalTax: employee.total,
    netAmount: net,
    effectiveRate: percentOf(employeeTotalMinor, wageMinor),
    summary,
    breakdowns,
    period: input.period,
    employmentType: monthly.employmentType,
    employee,
    employer,
    employerLevies: employerLevyAmounts,
    employerFlatTax,
    employerTotalCost: fromMinor(employerCostMinor),
    healthAddOnRate: monthly.healthAddOnRate,
    careEmployeeRate: monthly.careEmployeeRate,
    pensionBase,
    healthBase,
    pensionCeilingArea: monthly.pensionCeilingArea,
    notes,
    noteLabels: labelledNotes.map((entry) => entry.label),
  };
}
