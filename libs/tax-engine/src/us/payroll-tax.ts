import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { additionalMedicareTaxRate } from '../../params/us/irs/payroll-taxes/additional-medicare-rate';
import { additionalMedicareTaxThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-threshold';
import { additionalMedicareWithholdingThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-withholding-threshold';
import { medicareEmployerRate } from '../../params/us/irs/payroll-taxes/medicare-employer-rate';
import { medicareEmployeeRate } from '../../params/us/irs/payroll-taxes/medicare-rate';
import { socialSecurityEmployerRate } from '../../params/us/irs/payroll-taxes/social-security-employer-rate';
import { socialSecurityEmployeeRate } from '../../params/us/irs/payroll-taxes/social-security-rate';
import { socialSecurityWageBase } from '../../params/us/ssa/social-security-wage-base';
import { bandsFromSlices, breakdownGroup } from './federal/common';
import type { UsFilingStatus } from './filing-status';
import { futaFor } from './payroll/futa';
import { scheduleSe } from './payroll/self-employment';
import { perPeriodMinor, worksheet1A, type UsPayPeriods, type UsW4, type UsWithholdingTableKind } from './payroll/withholding';
import { usStateCodes } from './states';
import { usTaxYearStart, type UsTaxYear } from './tax-year';
import { w4StatusFor } from './w4-filing-status';

export { usPayPeriods, type UsPayPeriods, type UsW4 } from './payroll/withholding';
export { usW4FilingStatuses, type UsW4FilingStatus } from './w4-filing-status';

/** The years the payroll calculator offers (each has its Pub. 15-T tables and FUTA credit reduction list). */
export const usPayrollTaxYears = [2024, 2025, 2026] as const satisfies readonly UsTaxYear[];

/** Where FUTA wages can be paid: the states and DC, Puerto Rico and the US Virgin Islands (USPS codes), for the `state` input. */
export const usFutaJurisdictions: readonly string[] = [...usStateCodes, 'PR', 'VI'];

export interface UsPayrollTaxInput {
  readonly taxYear: UsTaxYear;
  /** Annual wages from one employer, in dollars. */
  readonly wages: number;
  /** The return's filing status: sets the Additional Medicare Tax owed (Form 8959). */
  readonly filingStatus: UsFilingStatus;
  /** Net profit from self-employment (Schedule C line 31 and the like), in dollars. */
  readonly selfEmploymentProfit?: number;
  readonly payPeriods: UsPayPeriods;
  /** Form W-4 (2020 or later); without one, the return's filing status and nothing else. */
  readonly w4?: UsW4;
  /** Where the wages are paid (USPS code), for the FUTA credit reduction. */
  readonly state?: string;
}

export interface UsPayrollPerPeriod {
  readonly wages: number;
  readonly socialSecurity: number;
  readonly medicare: number;
  readonly additionalMedicareWithheld: number;
  readonly federalIncomeTaxWithholding: number;
  /** Wages less the employee's FICA and federal income tax withheld (no state tax or other deductions). */
  readonly netPay: number;
}

export interface UsPayrollWithholding {
  readonly table: UsWithholdingTableKind;
  /** Worksheet 1A line 1i. */
  readonly adjustedAnnualWageAmount: number;
  /** Line 2g. */
  readonly tentativeAnnualWithholding: number;
  /** Line 2h. */
  readonly tentativeWithholdingPerPeriod: number;
  /** Line 3b. */
  readonly creditsPerPeriod: number;
  /** Line 4b. */
  readonly perPeriod: number;
  /** Line 4b for every pay period of the year. */
  readonly annual: number;
}

export interface UsPayrollTaxResult extends CalculationResult {
  readonly wages: number;
  readonly filingStatus: UsFilingStatus;
  readonly payPeriods: UsPayPeriods;
  readonly socialSecurity: number;
  readonly medicare: number;
  /** 0.9% of wages above $200,000 from this employer, whatever the filing status (IRC §3102(f)). */
  readonly additionalMedicareWithheld: number;
  /** Form 8959: on wages (Part I) and self-employment income (Part II) above the filing status's threshold. */
  readonly additionalMedicareOwed: number;
  /** Social Security, Medicare and Additional Medicare Tax withheld from the employee. */
  readonly employeeTotal: number;
  readonly employerSocialSecurity: number;
  readonly employerMedicare: number;
  readonly futa: number;
  readonly futaRate: number;
  readonly selfEmploymentTax: number;
  readonly selfEmploymentTaxDeduction: number;
  /** Federal income tax withheld over the year (Pub. 15-T Worksheet 1A, per period × periods). */
  readonly federalIncomeTaxWithholding: number;
  readonly withholding: UsPayrollWithholding;
  readonly perPeriod: UsPayrollPerPeriod;
  readonly socialSecurityWageBase: number;
  /** What the figures leave out or assume, in English; `noteLabels` holds the same notes as labels, in order. */
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

const noW4Entries = { multipleJobs: false, dependentsAmount: 0, otherIncome: 0, deductions: 0, extraWithholding: 0 } as const;

function band(name: string, bandLabel: Label, rate: number, baseMinor: number, amountMinor: number, reference: string): BreakdownBand {
  return { band: name, label: bandLabel, rate, taxableAmount: fromMinor(baseMinor), amount: fromMinor(amountMinor), reference };
}

function stat(title: string, titleLabel: Label, valueMinor: number, icon: string): SummaryStat {
  const value = fromMinor(valueMinor);
  return { title, titleLabel, value, formattedValue: formatMoney(value, 'USD'), icon };
}

/**
 * US payroll taxes for a year: the employee's and employer's FICA on one employer's wages, FUTA, self-employment tax
 * (Schedule SE), Additional Medicare Tax withheld and owed (Form 8959) and federal income tax withholding by the
 * percentage method for automated payroll (Pub. 15-T Worksheet 1A). Amounts to the cent, half up.
 */
export function calculateUsPayrollTax(input: UsPayrollTaxInput): UsPayrollTaxResult {
  const date = usTaxYearStart(input.taxYear);
  const wagesMinor = toMinor(input.wages);
  const profitMinor = toMinor(input.selfEmploymentProfit ?? 0);
  const w4: UsW4 = input.w4 ?? { filingStatus: w4StatusFor(input.filingStatus), ...noW4Entries };

  const wageBaseEntry = datedValueAt(socialSecurityWageBase, date);
  const socialSecurityRate = datedValueAt(socialSecurityEmployeeRate, date);
  const medicareRate = datedValueAt(medicareEmployeeRate, date);
  const employerSocialSecurityRate = datedValueAt(socialSecurityEmployerRate, date);
  const employerMedicareRate = datedValueAt(medicareEmployerRate, date);
  const additionalRate = datedValueAt(additionalMedicareTaxRate, date);
  const withholdingThreshold = datedValueAt(additionalMedicareWithholdingThreshold, date);
  const owedThreshold = datedValueAt(additionalMedicareTaxThreshold, date);

  const socialSecurityWagesMinor = Math.min(wagesMinor, wageBaseEntry.value * 100);
  const socialSecurityMinor = applyRate(socialSecurityWagesMinor, socialSecurityRate.value, 'half-up');
  const medicareMinor = applyRate(wagesMinor, medicareRate.value, 'half-up');
  const withheldBaseMinor = Math.max(0, wagesMinor - withholdingThreshold.value * 100);
  const additionalWithheldMinor = applyRate(withheldBaseMinor, additionalRate.value, 'half-up');
  const employeeTotalMinor = sumMinor([socialSecurityMinor, medicareMinor, additionalWithheldMinor]);

  const employerSocialSecurityMinor = applyRate(socialSecurityWagesMinor, employerSocialSecurityRate.value, 'half-up');
  const employerMedicareMinor = applyRate(wagesMinor, employerMedicareRate.value, 'half-up');
  const futa = futaFor(wagesMinor, input.state, date);

  const se = scheduleSe(profitMinor, socialSecurityWagesMinor, date);

  // Form 8959: Part I on Medicare wages above the threshold; Part II on SE income above what the wages left of it.
  const thresholdMinor = owedThreshold.value[input.filingStatus] * 100;
  const partIBaseMinor = Math.max(0, wagesMinor - thresholdMinor);
  const partIIBaseMinor = Math.max(0, se.line6Minor - Math.max(0, thresholdMinor - wagesMinor));
  const additionalOwedMinor =
    applyRate(partIBaseMinor, additionalRate.value, 'half-up') + applyRate(partIIBaseMinor, additionalRate.value, 'half-up');

  const periodWagesMinor = perPeriodMinor(wagesMinor, input.payPeriods);
  const worksheet = worksheet1A(periodWagesMinor, input.payPeriods, w4, date);
  const withholdingAnnualMinor = worksheet.line4bMinor * input.payPeriods;

  const perPeriod = {
    wagesMinor: periodWagesMinor,
    socialSecurityMinor: perPeriodMinor(socialSecurityMinor, input.payPeriods),
    medicareMinor: perPeriodMinor(medicareMinor, input.payPeriods),
    additionalMinor: perPeriodMinor(additionalWithheldMinor, input.payPeriods),
  };
  const netPerPeriodMinor =
    perPeriod.wagesMinor - perPeriod.socialSecurityMinor - perPeriod.medicareMinor - perPeriod.additionalMinor - worksheet.line4bMinor;

  const employerTotalMinor = employerSocialSecurityMinor + employerMedicareMinor + futa.futaMinor;
  const selfEmploymentGroupMinor = se.line12Minor + applyRate(partIIBaseMinor, additionalRate.value, 'half-up');
  const totalTaxMinor = employeeTotalMinor + withholdingAnnualMinor + se.line12Minor;
  const inputMinor = wagesMinor + profitMinor;

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  if (futa.reductionUnknown && input.state !== undefined) {
    notes.push(
      `The Department of Labor's final list of FUTA credit reduction states for ${input.taxYear} has not been read: no credit reduction is applied for ${input.state}.`,
    );
    noteLabels.push(label('us.payrollTax.note.futaListNotFinal', { year: String(input.taxYear), state: input.state }));
  }
  if (profitMinor > 0 && se.belowMinimum) {
    notes.push(`Net earnings from self-employment below ${formatMoney(se.minimum, 'USD')}: no self-employment tax (Schedule SE line 4c).`);
    noteLabels.push(label('us.payrollTax.note.seBelowMinimum', { minimum: se.minimum }));
  }

  const employeeBands = [
    band(
      'Social Security (OASDI), wages up to the wage base',
      label('us.payroll.band.socialSecurity'),
      socialSecurityRate.value,
      socialSecurityWagesMinor,
      socialSecurityMinor,
      `${citationOf(socialSecurityRate)}; ${citationOf(wageBaseEntry)}`,
    ),
    band('Medicare', label('us.payroll.band.medicare'), medicareRate.value, wagesMinor, medicareMinor, citationOf(medicareRate)),
    band(
      `Additional Medicare Tax withheld, wages above ${formatMoney(withholdingThreshold.value, 'USD')}`,
      label('us.payrollTax.band.additionalMedicareWithheld', { threshold: withholdingThreshold.value }),
      additionalRate.value,
      withheldBaseMinor,
      additionalWithheldMinor,
      `${citationOf(additionalRate)}; ${citationOf(withholdingThreshold)}`,
    ),
  ];
  const employerBands = [
    band(
      'Employer Social Security (OASDI)',
      label('us.payrollTax.band.employerSocialSecurity'),
      employerSocialSecurityRate.value,
      socialSecurityWagesMinor,
      employerSocialSecurityMinor,
      `${citationOf(employerSocialSecurityRate)}; ${citationOf(wageBaseEntry)}`,
    ),
    band(
      'Employer Medicare',
      label('us.payrollTax.band.employerMedicare'),
      employerMedicareRate.value,
      wagesMinor,
      employerMedicareMinor,
      citationOf(employerMedicareRate),
    ),
    band('FUTA', label('us.payrollTax.band.futa'), futa.netRate, futa.futaWagesMinor, futa.futaMinor, futa.reference),
  ];
  const selfEmploymentBands = [
    band(
      'Self-employment tax, Social Security part (Schedule SE line 10)',
      label('us.payrollTax.band.seSocialSecurity'),
      se.socialSecurityRate,
      se.socialSecurityBaseMinor,
      se.line10Minor,
      se.socialSecurityReference,
    ),
    band(
      'Self-employment tax, Medicare part (Schedule SE line 11)',
      label('us.payrollTax.band.seMedicare'),
      se.medicareRate,
      se.line6Minor,
      se.line11Minor,
      se.medicareReference,
    ),
    band(
      'Additional Medicare Tax on self-employment income (Form 8959 Part II)',
      label('us.payrollTax.band.seAdditionalMedicare'),
      additionalRate.value,
      partIIBaseMinor,
      applyRate(partIIBaseMinor, additionalRate.value, 'half-up'),
      `${citationOf(additionalRate)}; ${citationOf(owedThreshold)}`,
    ),
  ];

  const summary: SummaryStat[] = [
    stat('Employee payroll taxes', label('us.payrollTax.stat.employeeTotal'), employeeTotalMinor, 'bank'),
    stat(
      'Federal income tax withheld per pay period',
      label('us.payrollTax.stat.withholdingPerPeriod'),
      worksheet.line4bMinor,
      'calculator',
    ),
    stat('Employer payroll taxes', label('us.payrollTax.stat.employerTotal'), employerTotalMinor, 'shop'),
    stat('Self-employment tax', label('us.payrollTax.stat.selfEmploymentTax'), se.line12Minor, 'user'),
  ];

  return {
    calculationType: 'us-payroll-tax',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(inputMinor),
    totalTax: fromMinor(totalTaxMinor),
    netAmount: fromMinor(inputMinor - totalTaxMinor),
    effectiveRate: percentOf(totalTaxMinor, inputMinor),
    summary,
    breakdowns: [
      breakdownGroup('Employee payroll taxes (FICA)', label('us.group.payrollTaxes'), 'payroll-tax', employeeBands, employeeTotalMinor),
      breakdownGroup(
        'Federal income tax withholding (Pub. 15-T percentage method, annual)',
        label('us.payrollTax.group.withholding'),
        'income-tax-withholding',
        bandsFromSlices(worksheet.slices, worksheet.reference),
        worksheet.line2gMinor,
      ),
      breakdownGroup('Employer payroll taxes', label('us.payrollTax.group.employer'), 'employer-tax', employerBands, employerTotalMinor),
      breakdownGroup(
        'Self-employment tax',
        label('us.payrollTax.group.selfEmployment'),
        'self-employment-tax',
        selfEmploymentBands,
        selfEmploymentGroupMinor,
      ),
    ],
    wages: fromMinor(wagesMinor),
    filingStatus: input.filingStatus,
    payPeriods: input.payPeriods,
    socialSecurity: fromMinor(socialSecurityMinor),
    medicare: fromMinor(medicareMinor),
    additionalMedicareWithheld: fromMinor(additionalWithheldMinor),
    additionalMedicareOwed: fromMinor(additionalOwedMinor),
    employeeTotal: fromMinor(employeeTotalMinor),
    employerSocialSecurity: fromMinor(employerSocialSecurityMinor),
    employerMedicare: fromMinor(employerMedicareMinor),
    futa: fromMinor(futa.futaMinor),
    futaRate: futa.netRate,
    selfEmploymentTax: fromMinor(se.line12Minor),
    selfEmploymentTaxDeduction: fromMinor(se.line13Minor),
    federalIncomeTaxWithholding: fromMinor(withholdingAnnualMinor),
    withholding: {
      table: worksheet.table,
      adjustedAnnualWageAmount: fromMinor(worksheet.line1iMinor),
      tentativeAnnualWithholding: fromMinor(worksheet.line2gMinor),
      tentativeWithholdingPerPeriod: fromMinor(worksheet.line2hMinor),
      creditsPerPeriod: fromMinor(worksheet.line3bMinor),
      perPeriod: fromMinor(worksheet.line4bMinor),
      annual: fromMinor(withholdingAnnualMinor),
    },
    perPeriod: {
      wages: fromMinor(perPeriod.wagesMinor),
      socialSecurity: fromMinor(perPeriod.socialSecurityMinor),
      medicare: fromMinor(perPeriod.medicareMinor),
      additionalMedicareWithheld: fromMinor(perPeriod.additionalMinor),
      federalIncomeTaxWithholding: fromMinor(worksheet.line4bMinor),
      netPay: fromMinor(netPerPeriodMinor),
    },
    socialSecurityWageBase: wageBaseEntry.value,
    notes,
    noteLabels,
  };
}
