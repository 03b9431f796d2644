import { sliceIntoBrackets, marginalRate as bracketMarginalRate, type Bracket, type BracketSlice } from '../core/brackets';
import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { datedValueAt, valueAt, type DatedValue, citationOf } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { personalAllowance as personalAllowanceParameter } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { class1EmployeeAnnual } from '../../params/uk/hmrc/national-insurance/class1-employee';
import { scottishIncomeTaxBands } from '../../params/uk/revenue-scotland/scottish-income-tax-bands';
import { studentLoanPlans, type StudentLoanPlanId } from '../../params/uk/slc/student-loan/repayment-plans';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

export const ukRegions = ['england', 'wales', 'northern-ireland', 'scotland'] as const;
export type UkRegion = (typeof ukRegions)[number];
export const studentLoanPlanOptions = ['none', 'plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'] as const;
export type StudentLoanPlanOption = (typeof studentLoanPlanOptions)[number];

export interface UkIncomeTaxInput {
  /** Annual gross employment income before salary sacrifice, in pounds. */
  readonly grossIncome: number;
  readonly taxYear: UkTaxYear;
  readonly region: UkRegion;
  /** Annual pension contribution made by salary sacrifice, in pounds. */
  readonly pensionContribution: number;
  readonly studentLoanPlan: StudentLoanPlanOption;
  readonly includeNationalInsurance: boolean;
}

export interface UkIncomeTaxResult extends CalculationResult {
  readonly region: UkRegion;
  readonly pensionContribution: number;
  /** Pay after salary sacrifice: the base for Income Tax, NI and student loan. */
  readonly adjustedNetIncome: number;
  readonly standardPersonalAllowance: number;
  readonly personalAllowance: number;
  readonly allowanceReduced: boolean;
  readonly allowanceTaperThreshold: number;
  readonly taxableIncome: number;
  readonly incomeTax: number;
  readonly nationalInsurance: number;
  readonly studentLoan: number;
  readonly studentLoanPlan: StudentLoanPlanOption;
  readonly totalDeductions: number;
  readonly takeHome: number;
  readonly takeHomeMonthly: number;
  readonly takeHomeWeekly: number;
}

/** UK bands are named in their parameter files; a band without a label there is a programming error. */
function labelOf(bracket: Bracket): Label {
  if (!bracket.label) throw new Error(`the UK band "${bracket.name}" has no label`);
  return bracket.label;
}

function bandsFromSlices(slices: readonly BracketSlice[], reference: string): BreakdownBand[] {
  return slices.map((slice) => ({
    band: slice.bracket.name,
    label: labelOf(slice.bracket),
    rate: slice.bracket.rate,
    taxableAmount: fromMinor(slice.taxableMinor),
    amount: fromMinor(slice.taxMinor),
    reference,
  }));
}

function group(title: string, groupLabel: Label, type: string, data: BreakdownBand[], totalMinor: number): BreakdownGroup {
  return { title, label: groupLabel, type, data, totalAmount: fromMinor(totalMinor) };
}

/** Personal Allowance after the taper, in pence: ITA 2007 s.35(2) withdraws half the excess and s.35(3) rounds what remains up to a whole pound. */
function taperedAllowanceMinor(adjustedNetIncomeMinor: number, date: ReturnType<typeof ukTaxYearStart>): number {
  const standardMinor = toMinor(valueAt(personalAllowanceParameter, date));
  const taper = valueAt(personalAllowanceTaper, date);
  const excessMinor = Math.max(0, adjustedNetIncomeMinor - toMinor(taper.incomeLimit));
  const withdrawnMinor = applyRate(excessMinor, taper.withdrawalPerPound * 100, 'down');
  return Math.max(0, Math.ceil((standardMinor - withdrawnMinor) / 100) * 100);
}

function nationalInsuranceBrackets(date: ReturnType<typeof ukTaxYearStart>): { brackets: Bracket[]; entry: DatedValue<unknown> } {
  const entry = datedValueAt(class1EmployeeAnnual, date);
  const terms = entry.value;
  return {
    entry,
    brackets: [
      { name: 'Below Primary Threshold', label: label('uk.ni.band.belowPrimaryThreshold'), threshold: 0, rate: 0 },
      { name: 'Main rate', label: label('uk.ni.band.main'), threshold: terms.primaryThreshold, rate: terms.mainRate },
      {
        name: 'Above Upper Earnings Limit',
        label: label('uk.ni.band.aboveUpperEarningsLimit'),
        threshold: terms.upperEarningsLimit,
        rate: terms.additionalRate,
      },
    ],
  };
}

const studentLoanPlanNames: Record<StudentLoanPlanId, string> = {
  plan1: 'Plan 1',
  plan2: 'Plan 2',
  plan4: 'Plan 4',
  plan5: 'Plan 5',
  postgraduate: 'Postgraduate Loan',
};

const studentLoanPlanLabels = {
  plan1: 'uk.studentLoan.plan.plan1',
  plan2: 'uk.studentLoan.plan.plan2',
  plan4: 'uk.studentLoan.plan.plan4',
  plan5: 'uk.studentLoan.plan.plan5',
  postgraduate: 'uk.studentLoan.plan.postgraduate',
} as const satisfies Record<StudentLoanPlanId, string>;

interface StudentLoanOutcome {
  readonly repaymentMinor: number;
  readonly marginalRate: number;
  readonly group: BreakdownGroup | undefined;
}

/** Repayments are whole pounds: employers round each deduction down to the pound (HMRC, special rules for student loans). */
function studentLoanRepayment(payMinor: number, plan: StudentLoanPlanOption, date: ReturnType<typeof ukTaxYearStart>): StudentLoanOutcome {
  if (plan === 'none') return { repaymentMinor: 0, marginalRate: 0, group: undefined };
  const planName = studentLoanPlanNames[plan];
  const planLabel = { plan: studentLoanPlanLabels[plan] };
  const parameter = studentLoanPlans[plan];
  const entry = parameter.values.filter((value) => value.from <= date).at(-1);
  if (!entry) {
    const note = parameter.values[0]?.note ?? 'No repayments are due this year.';
    return {
      repaymentMinor: 0,
      marginalRate: 0,
      group: group(
        `Student loan (${planName})`,
        label('uk.group.studentLoan', planLabel),
        'student-loan',
        [
          {
            band: `${planName}: not yet repayable`,
            label: label('uk.studentLoan.band.notYetRepayable', planLabel),
            rate: 0,
            taxableAmount: fromMinor(payMinor),
            amount: 0,
            reference: note,
          },
        ],
        0,
      ),
    };
  }
  const thresholdMinor = toMinor(entry.value.threshold);
  const aboveMinor = Math.max(0, payMinor - thresholdMinor);
  const exactMinor = applyRate(aboveMinor, entry.value.rate, 'down');
  const repaymentMinor = Math.floor(exactMinor / 100) * 100;
  const reference = citationOf(entry);
  return {
    repaymentMinor,
    marginalRate: aboveMinor > 0 ? entry.value.rate : 0,
    group: group(
      `Student loan (${planName})`,
      label('uk.group.studentLoan', planLabel),
      'student-loan',
      [
        {
          band: 'Below repayment threshold',
          label: label('uk.studentLoan.band.belowThreshold'),
          rate: 0,
          taxableAmount: fromMinor(payMinor - aboveMinor),
          amount: 0,
          reference,
        },
        {
          band: `${planName} repayments`,
          label: label('uk.studentLoan.band.repayments', planLabel),
          rate: entry.value.rate,
          taxableAmount: fromMinor(aboveMinor),
          amount: fromMinor(repaymentMinor),
          reference,
        },
      ],
      repaymentMinor,
    ),
  };
}

export function calculateUkIncomeTax(input: UkIncomeTaxInput): UkIncomeTaxResult {
  const date = ukTaxYearStart(input.taxYear);
  const grossMinor = toMinor(input.grossIncome);
  const pensionMinor = Math.min(grossMinor, toMinor(input.pensionContribution));
  const payMinor = grossMinor - pensionMinor;

  const standardAllowanceMinor = toMinor(valueAt(personalAllowanceParameter, date));
  const allowanceMinor = taperedAllowanceMinor(payMinor, date);
  const allowanceUsedMinor = Math.min(payMinor, allowanceMinor);
  const taxableMinor = payMinor - allowanceUsedMinor;
  const taperLimit = valueAt(personalAllowanceTaper, date).incomeLimit;

  const bandsEntry = datedValueAt(input.region === 'scotland' ? scottishIncomeTaxBands : restOfUkIncomeTaxBands, date);
  // Income Tax is charged to the penny; any fraction of a penny in a band is left uncharged.
  const incomeTaxSlices = sliceIntoBrackets(taxableMinor, bandsEntry.value, 'down');
  const incomeTaxMinor = sumMinor(incomeTaxSlices.map((slice) => slice.taxMinor));
  const allowanceReference = citationOf(datedValueAt(personalAllowanceParameter, date));
  const incomeTaxBands: BreakdownBand[] = [
    {
      band: 'Personal Allowance',
      label: label('uk.band.personalAllowance'),
      rate: 0,
      taxableAmount: fromMinor(allowanceUsedMinor),
      amount: 0,
      reference: allowanceReference,
    },
    ...bandsFromSlices(incomeTaxSlices, citationOf(bandsEntry)),
  ];

  const breakdowns: BreakdownGroup[] = [group('Income Tax', label('uk.group.incomeTax'), 'income-tax', incomeTaxBands, incomeTaxMinor)];

  let nationalInsuranceMinor = 0;
  let nationalInsuranceMarginal = 0;
  if (input.includeNationalInsurance) {
    const { brackets, entry } = nationalInsuranceBrackets(date);
    // NICs: a fraction of a penny of 0.5p or less is rounded down (HMRC CWG2, "calculating NICs").
    const slices = sliceIntoBrackets(payMinor, brackets, 'half-down');
    nationalInsuranceMinor = sumMinor(slices.map((slice) => slice.taxMinor));
    nationalInsuranceMarginal = bracketMarginalRate(payMinor + 1, brackets);
    breakdowns.push(
      group(
        'National Insurance',
        label('uk.group.nationalInsurance'),
        'national-insurance',
        bandsFromSlices(slices, citationOf(entry)),
        nationalInsuranceMinor,
      ),
    );
  }

  const studentLoan = studentLoanRepayment(payMinor, input.studentLoanPlan, date);
  if (studentLoan.group) breakdowns.push(studentLoan.group);

  const totalTaxMinor = incomeTaxMinor + nationalInsuranceMinor;
  const totalDeductionsMinor = totalTaxMinor + studentLoan.repaymentMinor;
  const takeHomeMinor = payMinor - totalDeductionsMinor;

  const inTaperZone = allowanceMinor > 0 && payMinor > toMinor(taperLimit);
  const incomeTaxMarginal = bracketMarginalRate(taxableMinor + 1, bandsEntry.value) * (inTaperZone ? 1.5 : 1);
  const marginalRate = incomeTaxMarginal + nationalInsuranceMarginal + studentLoan.marginalRate;

  const incomeTax = fromMinor(incomeTaxMinor);
  const nationalInsurance = fromMinor(nationalInsuranceMinor);
  const takeHome = fromMinor(takeHomeMinor);
  const allowanceReduced = allowanceMinor < standardAllowanceMinor;
  const personalAllowance = fromMinor(allowanceMinor);

  const takeHomeMonthly = fromMinor(Math.round(takeHomeMinor / 12));
  const summary: SummaryStat[] = [
    {
      title: 'Take-home pay',
      titleLabel: label('common.stat.takeHomePay'),
      value: takeHome,
      formattedValue: formatMoney(takeHome, 'GBP'),
      description: `${formatMoney(takeHomeMonthly, 'GBP')} a month`,
      descriptionLabel: label('common.stat.perMonth', { amount: takeHomeMonthly }),
      change: percentOf(takeHomeMinor, grossMinor),
      changeType: 'percentage',
      icon: 'wallet',
    },
    {
      title: 'Income Tax',
      titleLabel: label('uk.stat.incomeTax'),
      value: incomeTax,
      formattedValue: formatMoney(incomeTax, 'GBP'),
      change: percentOf(incomeTaxMinor, grossMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'National Insurance',
      titleLabel: label('uk.stat.nationalInsurance'),
      value: nationalInsurance,
      formattedValue: formatMoney(nationalInsurance, 'GBP'),
      change: percentOf(nationalInsuranceMinor, grossMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
    {
      title: 'Personal Allowance',
      titleLabel: label('uk.stat.personalAllowance'),
      value: personalAllowance,
      formattedValue: formatMoney(personalAllowance, 'GBP'),
      description: allowanceReduced ? 'Reduced' : 'Standard amount applied',
      descriptionLabel: label(allowanceReduced ? 'uk.stat.allowanceReduced' : 'uk.stat.allowanceStandard'),
      change: fromMinor(allowanceMinor - standardAllowanceMinor),
      changeType: 'amount',
      icon: 'gift',
    },
  ];

  return {
    calculationType: 'uk-income-tax',
    taxYear: input.taxYear,
    currency: 'GBP',
    inputAmount: fromMinor(grossMinor),
    totalTax: fromMinor(totalTaxMinor),
    netAmount: takeHome,
    effectiveRate: percentOf(totalTaxMinor, grossMinor),
    marginalRate: Math.round(marginalRate * 100) / 100,
    summary,
    breakdowns,
    region: input.region,
    pensionContribution: fromMinor(pensionMinor),
    adjustedNetIncome: fromMinor(payMinor),
    standardPersonalAllowance: fromMinor(standardAllowanceMinor),
    personalAllowance,
    allowanceReduced,
    allowanceTaperThreshold: taperLimit,
    taxableIncome: fromMinor(taxableMinor),
    incomeTax,
    nationalInsurance,
    studentLoan: fromMinor(studentLoan.repaymentMinor),
    studentLoanPlan: input.studentLoanPlan,
    totalDeductions: fromMinor(totalDeductionsMinor),
    takeHome,
    takeHomeMonthly,
    takeHomeWeekly: fromMinor(Math.round(takeHomeMinor / 52)),
  };
}
