import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { fromMinor, percentOf, toMinor } from '../core/money';
import type { BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { calculateUsFederalIncomeTax } from './federal-income-tax';
import type { UsFilingStatus } from './filing-status';
import { calculateUsPayrollTaxes } from './payroll-taxes';
import { calculateUsStateIncomeTax } from './state-income-tax';
import { calculateUsStatePayrollTaxes, type UsStatePayrollTax } from './state-payroll-taxes';
import type { UsStateCode } from './states';
import type { UsTaxYear } from './tax-year';

export interface UsTakeHomeInput {
  /** Annual wages, in dollars: the only income. */
  readonly grossIncome: number;
  readonly filingStatus: UsFilingStatus;
  readonly taxYear: UsTaxYear;
  /** Two-letter state code; no state means federal and payroll taxes only. */
  readonly state?: UsStateCode;
  /** Credits inputs, as in the federal calculator (UsFederalIncomeTaxInput); each defaults to 0. */
  readonly qualifyingChildren?: number;
  readonly otherDependents?: number;
  readonly eitcQualifyingChildren?: number;
  readonly investmentIncome?: number;
}

export interface UsTakeHomeResult extends CalculationResult {
  readonly filingStatus: UsFilingStatus;
  readonly state: UsStateCode | null;
  readonly stateName: string | null;
  /** Federal income tax after all credits: negative when the refundable credits exceed the tax. */
  readonly federalTax: number;
  /** Federal income tax after the nonrefundable credits only (Form 1040 line 22). */
  readonly federalIncomeTax: number;
  readonly childTaxCredit: number;
  readonly otherDependentsCredit: number;
  readonly additionalChildTaxCredit: number;
  readonly earnedIncomeCredit: number;
  readonly federalTaxableIncome: number;
  readonly stateTax: number;
  readonly socialSecurity: number;
  readonly medicare: number;
  readonly additionalMedicare: number;
  /** The employee's contributions to the state's disability, paid-leave, care and unemployment funds, one line each. */
  readonly statePayrollTaxes: readonly UsStatePayrollTax[];
  /** Their total; 0 without a state or in a state without employee contributions. */
  readonly statePayrollTax: number;
  readonly takeHome: number;
  readonly takeHomeMonthly: number;
  readonly takeHomeBiweekly: number;
  readonly notes: readonly string[];
  /** `notes` as labels, in the same order. */
  readonly noteLabels: readonly Label[];
}

/**
 * Take-home pay of a wage earner with no other income: federal income tax (standard deduction, exact brackets),
 * the state's income tax, the employee's share of Social Security and Medicare, and the employee's contributions to
 * the state's own payroll-funded programmes (state-payroll-taxes.ts). The calculators it composes
 * hold all the law; this only adds them up.
 */
export function calculateUsTakeHome(input: UsTakeHomeInput): UsTakeHomeResult {
  const federal = calculateUsFederalIncomeTax({
    grossIncome: input.grossIncome,
    filingStatus: input.filingStatus,
    taxYear: input.taxYear,
    method: 'exact',
    ...(input.qualifyingChildren !== undefined ? { qualifyingChildren: input.qualifyingChildren } : {}),
    ...(input.otherDependents !== undefined ? { otherDependents: input.otherDependents } : {}),
    ...(input.eitcQualifyingChildren !== undefined ? { eitcQualifyingChildren: input.eitcQualifyingChildren } : {}),
    ...(input.investmentIncome !== undefined ? { investmentIncome: input.investmentIncome } : {}),
  });
  const payroll = calculateUsPayrollTaxes({ wages: input.grossIncome, filingStatus: input.filingStatus, taxYear: input.taxYear });
  const state = input.state
    ? calculateUsStateIncomeTax({ state: input.state, taxYear: input.taxYear, income: input.grossIncome, filingStatus: input.filingStatus })
    : undefined;
  const statePayroll = input.state
    ? calculateUsStatePayrollTaxes({ state: input.state, taxYear: input.taxYear, wages: input.grossIncome })
    : undefined;

  const grossMinor = toMinor(input.grossIncome);
  // The refundable credits (EIC, ACTC) are paid out with the refund, so they count against the taxes in take-home pay.
  const federalMinor = toMinor(federal.taxAfterCredits);
  const stateMinor = state ? toMinor(state.tax) : 0;
  const statePayrollMinor = statePayroll?.totalMinor ?? 0;
  const totalMinor = federalMinor + stateMinor + payroll.minor.total + statePayrollMinor;
  const takeHomeMinor = grossMinor - totalMinor;
  const takeHome = fromMinor(takeHomeMinor);
  const breakdowns: BreakdownGroup[] = [
    ...federal.breakdowns,
    ...(state ? state.breakdowns : []),
    payroll.bands,
    ...(statePayroll?.bands ? [statePayroll.bands] : []),
  ];
  const takeHomeMonthly = fromMinor(Math.round(takeHomeMinor / 12));
  const notes: ReadonlyArray<{ readonly text: string; readonly label: Label }> = [
    {
      text: 'Federal income tax uses the standard deduction and exact bracket arithmetic; wages are the only income.',
      label: label('us.takeHome.note.federalMethod'),
    },
    {
      text: 'Federal income tax is after the Child Tax Credit, the Credit for Other Dependents and the refundable credits (Additional Child Tax Credit, Earned Income Credit); below zero it is a refund.',
      label: label('us.takeHome.note.federalCredits'),
    },
    {
      text: 'Additional Medicare Tax is the liability for the filing status; employers withhold it on wages above $200,000 whatever the status.',
      label: label('us.takeHome.note.additionalMedicare'),
    },
    ...(state
      ? state.notes.map((text, index) => ({ text, label: state.noteLabels[index]! }))
      : [{ text: 'No state income tax included: choose a state to add it.', label: label('us.takeHome.note.noState') }]),
    ...(statePayroll?.bands
      ? [
          {
            text: "State payroll contributions are the employee's share at the state plan's rate, the most an employer may withhold; an employer that pays part of it, or a private plan, can withhold less.",
            label: label('us.takeHome.note.statePayroll'),
          },
        ]
      : []),
  ];

  const summary: SummaryStat[] = [
    {
      title: 'Take-home pay',
      titleLabel: label('common.stat.takeHomePay'),
      value: takeHome,
      formattedValue: formatMoney(takeHome, 'USD'),
      description: `${formatMoney(takeHomeMonthly, 'USD')} a month`,
      descriptionLabel: label('common.stat.perMonth', { amount: takeHomeMonthly }),
      change: percentOf(takeHomeMinor, grossMinor),
      changeType: 'percentage',
      icon: 'wallet',
    },
    {
      title: 'Federal income tax',
      titleLabel: label('us.stat.federalIncomeTax'),
      value: fromMinor(federalMinor),
      formattedValue: formatMoney(fromMinor(federalMinor), 'USD'),
      ...(federal.taxAfterCredits !== federal.taxBeforeCredits
        ? {
            description: `After ${formatMoney(fromMinor(toMinor(federal.taxBeforeCredits) - federalMinor), 'USD')} of credits`,
            descriptionLabel: label('us.takeHome.stat.afterCredits', {
              amount: fromMinor(toMinor(federal.taxBeforeCredits) - federalMinor),
            }),
          }
        : {}),
      change: percentOf(federalMinor, grossMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: state ? `${state.stateName} income tax` : 'State income tax',
      titleLabel: state ? label('us.stat.stateIncomeTax', { state: state.stateName }) : label('us.stat.stateIncomeTaxWithoutState'),
      value: fromMinor(stateMinor),
      formattedValue: formatMoney(fromMinor(stateMinor), 'USD'),
      ...(state ? {} : { description: 'No state selected', descriptionLabel: label('us.takeHome.stat.noStateSelected') }),
      change: percentOf(stateMinor, grossMinor),
      changeType: 'percentage',
      icon: 'flag',
    },
    {
      title: 'Social Security and Medicare',
      titleLabel: label('us.stat.socialSecurityAndMedicare'),
      value: payroll.total,
      formattedValue: formatMoney(payroll.total, 'USD'),
      change: percentOf(payroll.minor.total, grossMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
  ];

  return {
    calculationType: 'us-income-tax',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(grossMinor),
    totalTax: fromMinor(totalMinor),
    netAmount: takeHome,
    effectiveRate: percentOf(totalMinor, grossMinor),
    marginalRate:
      Math.round(
        ((federal.marginalRate ?? 0) + (state?.marginalRate ?? 0) + payroll.marginalRate + (statePayroll?.marginalRate ?? 0)) * 100,
      ) / 100,
    summary,
    breakdowns,
    filingStatus: input.filingStatus,
    state: input.state ?? null,
    stateName: state?.stateName ?? null,
    federalTax: fromMinor(federalMinor),
    federalIncomeTax: federal.tax,
    childTaxCredit: federal.childTaxCredit,
    otherDependentsCredit: federal.otherDependentsCredit,
    additionalChildTaxCredit: federal.additionalChildTaxCredit,
    earnedIncomeCredit: federal.earnedIncomeCredit,
    federalTaxableIncome: federal.taxableIncome,
    stateTax: fromMinor(stateMinor),
    socialSecurity: payroll.socialSecurity,
    medicare: payroll.medicare,
    additionalMedicare: payroll.additionalMedicare,
    statePayrollTaxes: statePayroll?.contributions ?? [],
    statePayrollTax: fromMinor(statePayrollMinor),
    takeHome,
    takeHomeMonthly,
    takeHomeBiweekly: fromMinor(Math.round(takeHomeMinor / 26)),
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}
