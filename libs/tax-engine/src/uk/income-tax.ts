import { sliceIntoBrackets, marginalRate as bracketMarginalRate, type Bracket, type BracketSlice } from '../core/brackets';
import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { datedValueAt, valueAt, type DatedValue, type IsoDate, citationOf } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { personalAllowance as personalAllowanceParameter } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { class1EmployeeAnnual } from '../../params/uk/hmrc/national-insurance/class1-employee';
import { blindPersonsAllowance } from '../../params/uk/hmrc/income-tax/blind-persons-allowance';
import { highIncomeChildBenefitCharge } from '../../params/uk/hmrc/income-tax/high-income-child-benefit-charge';
import { marriageAllowance as marriageAllowanceParameter } from '../../params/uk/hmrc/income-tax/marriage-allowance';
import { childBenefitWeeklyRates } from '../../params/uk/hmrc/child-benefit/weekly-rates';
import { scottishIncomeTaxBands } from '../../params/uk/revenue-scotland/scottish-income-tax-bands';
import { studentLoanPlans, type StudentLoanPlanId } from '../../params/uk/slc/student-loan/repayment-plans';
import { taxOnSavingsAndDividends, type IncomeSlice } from './savings-and-dividends';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

export const ukRegions = ['england', 'wales', 'northern-ireland', 'scotland'] as const;
export type UkRegion = (typeof ukRegions)[number];
export const studentLoanPlanOptions = ['none', 'plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'] as const;
export type StudentLoanPlanOption = (typeof studentLoanPlanOptions)[number];
/** Marriage Allowance: transfer part of one's own personal allowance to a spouse, or receive it. */
export const marriageAllowanceOptions = ['none', 'transfer', 'receive'] as const;
export type MarriageAllowanceOption = (typeof marriageAllowanceOptions)[number];
/** The most children the request accepts for the Child Benefit charge (a bound on input, not a rule of law). */
export const maxChildBenefitChildren = 20;
/** Child Benefit is paid for 52 weeks of a tax year in this calculator (a year can hold 53 Mondays). */
const childBenefitWeeks = 52;

export interface UkIncomeTaxInput {
  /** Annual gross employment income before salary sacrifice, in pounds. */
  readonly grossIncome: number;
  readonly taxYear: UkTaxYear;
  readonly region: UkRegion;
  /** Annual pension contribution made by salary sacrifice, in pounds. */
  readonly pensionContribution: number;
  readonly studentLoanPlan: StudentLoanPlanOption;
  readonly includeNationalInsurance: boolean;
  /** Taxable savings income (interest) of the year, in pounds; default 0. */
  readonly savingsIncome?: number;
  /** Dividends received in the year, in pounds; default 0. */
  readonly dividendIncome?: number;
  /** Over State Pension age: no employee National Insurance (SSCBA 1992 s.6(1)(c)); default false. */
  readonly overStatePensionAge?: boolean;
  readonly marriageAllowance?: MarriageAllowanceOption;
  readonly blindPersonsAllowance?: boolean;
  /** Children for whom the household gets Child Benefit, for the High Income Child Benefit Charge; default 0. */
  readonly childBenefitChildren?: number;
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
  readonly savingsIncome: number;
  readonly dividendIncome: number;
  /** Income Tax on savings income (included in `incomeTax`). */
  readonly savingsTax: number;
  /** Income Tax on dividend income (included in `incomeTax`). */
  readonly dividendTax: number;
  readonly blindPersonsAllowance: number;
  /** The Marriage Allowance tax reduction received (already taken off `incomeTax`). */
  readonly marriageAllowanceReduction: number;
  /** Child Benefit of the year for the children given, and the charge on it (in `totalTax`). */
  readonly childBenefit: number;
  readonly highIncomeChildBenefitCharge: number;
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
export function taperedAllowanceMinor(adjustedNetIncomeMinor: number, date: ReturnType<typeof ukTaxYearStart>): number {
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

function incomeBands(slices: readonly IncomeSlice[]): BreakdownBand[] {
  return slices.map((slice) => ({
    band: slice.band,
    label: slice.label,
    rate: slice.rate,
    taxableAmount: fromMinor(slice.taxableMinor),
    amount: fromMinor(slice.taxMinor),
    reference: slice.reference,
  }));
}

/** Bands whose use bars a spouse from receiving Marriage Allowance (ITA 2007 s.55B): above the basic rate. */
const aboveBasicRateKeys: ReadonlySet<string> = new Set(['uk.band.higher', 'uk.band.advanced', 'uk.band.top', 'uk.band.additional']);

/** The transferable amount: 10% of the standard personal allowance, rounded up to a multiple of £10 (ITA 2007 s.55B). */
function transferableAmountMinor(standardAllowanceMinor: number, date: IsoDate): number {
  const terms = valueAt(marriageAllowanceParameter, date);
  const tenthMinor = applyRate(standardAllowanceMinor, terms.transferablePercent, 'up');
  const stepMinor = toMinor(terms.roundUpTo);
  return Math.ceil(tenthMinor / stepMinor) * stepMinor;
}

function marriageAllowanceTransfer(
  option: MarriageAllowanceOption,
  standardAllowanceMinor: number,
  date: IsoDate,
): { readonly givenMinor: number; readonly group: BreakdownGroup | undefined } {
  if (option !== 'transfer') return { givenMinor: 0, group: undefined };
  const entry = datedValueAt(marriageAllowanceParameter, date);
  const givenMinor = transferableAmountMinor(standardAllowanceMinor, date);
  return {
    givenMinor,
    group: group(
      'Marriage Allowance',
      label('uk.group.marriageAllowance'),
      'marriage-allowance',
      [
        {
          band: 'Personal Allowance transferred to spouse',
          label: label('uk.band.marriageAllowanceTransferred'),
          rate: 0,
          taxableAmount: fromMinor(givenMinor),
          amount: 0,
          reference: citationOf(entry),
        },
      ],
      0,
    ),
  };
}

/**
 * The receiver's tax reduction: the transferable amount at the basic rate, never more than the tax it reduces
 * (ITA 2007 s.26 step 6), and none for a spouse with income charged above the basic rate (s.55B).
 */
function marriageAllowanceReceived(
  option: MarriageAllowanceOption,
  standardAllowanceMinor: number,
  taxMinor: number,
  aboveBasicRate: boolean,
  date: IsoDate,
): { readonly reductionMinor: number; readonly group: BreakdownGroup | undefined } {
  if (option !== 'receive') return { reductionMinor: 0, group: undefined };
  const entry = datedValueAt(marriageAllowanceParameter, date);
  const amountMinor = transferableAmountMinor(standardAllowanceMinor, date);
  const reductionMinor = aboveBasicRate ? 0 : Math.min(taxMinor, applyRate(amountMinor, entry.value.reliefRate, 'down'));
  return {
    reductionMinor,
    group: group(
      'Marriage Allowance',
      label('uk.group.marriageAllowance'),
      'marriage-allowance',
      [
        {
          band: aboveBasicRate ? 'Not available: income taxed above the basic rate' : 'Tax reduction received from spouse',
          label: label(aboveBasicRate ? 'uk.band.marriageAllowanceNotAvailable' : 'uk.band.marriageAllowanceReceived'),
          rate: entry.value.reliefRate,
          taxableAmount: fromMinor(aboveBasicRate ? 0 : amountMinor),
          amount: -fromMinor(reductionMinor),
          reference: citationOf(entry),
        },
      ],
      -reductionMinor,
    ),
  };
}

interface ChildBenefitOutcome {
  readonly benefitMinor: number;
  readonly chargeMinor: number;
  readonly group: BreakdownGroup | undefined;
}

/**
 * The High Income Child Benefit Charge: 1% of the year's Child Benefit for each whole step of adjusted net income
 * above the threshold, a part step ignored, at most 100% (ITEPA 2003 s.681C). The charge is taken to the penny below.
 */
function childBenefitCharge(children: number, adjustedNetIncomeMinor: number, date: IsoDate): ChildBenefitOutcome {
  if (children <= 0) return { benefitMinor: 0, chargeMinor: 0, group: undefined };
  const ratesEntry = datedValueAt(childBenefitWeeklyRates, date);
  const chargeEntry = datedValueAt(highIncomeChildBenefitCharge, date);
  const weeklyMinor = toMinor(ratesEntry.value.eldest) + (children - 1) * toMinor(ratesEntry.value.additional);
  const benefitMinor = weeklyMinor * childBenefitWeeks;
  const excessMinor = Math.max(0, adjustedNetIncomeMinor - toMinor(chargeEntry.value.threshold));
  const percent = Math.min(100, Math.floor(excessMinor / toMinor(chargeEntry.value.incomePerPercent)));
  const chargeMinor = applyRate(benefitMinor, percent, 'down');
  return {
    benefitMinor,
    chargeMinor,
    group: group(
      'High Income Child Benefit Charge',
      label('uk.group.childBenefitCharge'),
      'child-benefit-charge',
      [
        {
          band: `Child Benefit for ${children} ${children === 1 ? 'child' : 'children'}, ${childBenefitWeeks} weeks`,
          label: label('uk.band.childBenefitCharge', { children, weeks: childBenefitWeeks }),
          rate: percent,
          taxableAmount: fromMinor(benefitMinor),
          amount: fromMinor(chargeMinor),
          reference: [citationOf(chargeEntry), citationOf(ratesEntry)].join('; '),
        },
      ],
      chargeMinor,
    ),
  };
}

export function calculateUkIncomeTax(input: UkIncomeTaxInput): UkIncomeTaxResult {
  const date = ukTaxYearStart(input.taxYear);
  const grossMinor = toMinor(input.grossIncome);
  const pensionMinor = Math.min(grossMinor, toMinor(input.pensionContribution));
  const payMinor = grossMinor - pensionMinor;
  const savingsMinor = toMinor(input.savingsIncome ?? 0);
  const dividendsMinor = toMinor(input.dividendIncome ?? 0);
  // Adjusted net income counts every kind of income (ITA 2007 s.58), so savings and dividends also taper the allowance.
  const adjustedNetIncomeMinor = payMinor + savingsMinor + dividendsMinor;

  const standardAllowanceMinor = toMinor(valueAt(personalAllowanceParameter, date));
  const transfer = marriageAllowanceTransfer(input.marriageAllowance ?? 'none', standardAllowanceMinor, date);
  const allowanceMinor = Math.max(0, taperedAllowanceMinor(adjustedNetIncomeMinor, date) - transfer.givenMinor);
  const blindEntry = input.blindPersonsAllowance ? datedValueAt(blindPersonsAllowance, date) : undefined;
  const blindMinor = blindEntry ? toMinor(blindEntry.value) : 0;
  // Allowances go where they save the most tax (ITA 2007 s.25(2)): against non-savings income first, then savings, then dividends.
  const allowanceUsedMinor = Math.min(payMinor, allowanceMinor);
  const blindUsedMinor = Math.min(payMinor - allowanceUsedMinor, blindMinor);
  const taxableMinor = payMinor - allowanceUsedMinor - blindUsedMinor;
  let allowanceLeftMinor = allowanceMinor + blindMinor - allowanceUsedMinor - blindUsedMinor;
  const taxableSavingsMinor = savingsMinor - Math.min(savingsMinor, allowanceLeftMinor);
  allowanceLeftMinor -= savingsMinor - taxableSavingsMinor;
  const taxableDividendsMinor = dividendsMinor - Math.min(dividendsMinor, allowanceLeftMinor);
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
    ...(blindEntry
      ? [
          {
            band: "Blind Person's Allowance",
            label: label('uk.band.blindPersonsAllowance'),
            rate: 0,
            taxableAmount: fromMinor(blindUsedMinor),
            amount: 0,
            reference: citationOf(blindEntry),
          },
        ]
      : []),
    ...bandsFromSlices(incomeTaxSlices, citationOf(bandsEntry)),
  ];

  const breakdowns: BreakdownGroup[] = [group('Income Tax', label('uk.group.incomeTax'), 'income-tax', incomeTaxBands, incomeTaxMinor)];

  const other = taxOnSavingsAndDividends(taxableMinor, taxableSavingsMinor, taxableDividendsMinor, date);
  if (savingsMinor > 0)
    breakdowns.push(
      group('Tax on savings', label('uk.group.savingsTax'), 'savings-tax', incomeBands(other.savings), other.savingsTaxMinor),
    );
  if (dividendsMinor > 0)
    breakdowns.push(
      group('Tax on dividends', label('uk.group.dividendTax'), 'dividend-tax', incomeBands(other.dividends), other.dividendTaxMinor),
    );
  const taxBeforeReductionsMinor = incomeTaxMinor + other.savingsTaxMinor + other.dividendTaxMinor;
  const received = marriageAllowanceReceived(
    input.marriageAllowance ?? 'none',
    standardAllowanceMinor,
    taxBeforeReductionsMinor,
    other.aboveBasicRateLimit ||
      incomeTaxSlices.some((slice) => slice.taxableMinor > 0 && aboveBasicRateKeys.has(slice.bracket.label?.key ?? '')),
    date,
  );
  if (transfer.group) breakdowns.push(transfer.group);
  if (received.group) breakdowns.push(received.group);
  const totalIncomeTaxMinor = taxBeforeReductionsMinor - received.reductionMinor;

  const childBenefit = childBenefitCharge(input.childBenefitChildren ?? 0, adjustedNetIncomeMinor, date);
  if (childBenefit.group) breakdowns.push(childBenefit.group);

  let nationalInsuranceMinor = 0;
  let nationalInsuranceMarginal = 0;
  if (input.includeNationalInsurance && !input.overStatePensionAge) {
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

  const totalTaxMinor = totalIncomeTaxMinor + nationalInsuranceMinor + childBenefit.chargeMinor;
  const totalDeductionsMinor = totalTaxMinor + studentLoan.repaymentMinor;
  const takeHomeMinor = adjustedNetIncomeMinor - totalDeductionsMinor;
  const totalIncomeMinor = grossMinor + savingsMinor + dividendsMinor;

  const inTaperZone = allowanceMinor > 0 && adjustedNetIncomeMinor > toMinor(taperLimit);
  const incomeTaxMarginal = bracketMarginalRate(taxableMinor + 1, bandsEntry.value) * (inTaperZone ? 1.5 : 1);
  const marginalRate = incomeTaxMarginal + nationalInsuranceMarginal + studentLoan.marginalRate;

  const incomeTax = fromMinor(totalIncomeTaxMinor);
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
      change: percentOf(takeHomeMinor, totalIncomeMinor),
      changeType: 'percentage',
      icon: 'wallet',
    },
    {
      title: 'Income Tax',
      titleLabel: label('uk.stat.incomeTax'),
      value: incomeTax,
      formattedValue: formatMoney(incomeTax, 'GBP'),
      change: percentOf(totalIncomeTaxMinor, totalIncomeMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'National Insurance',
      titleLabel: label('uk.stat.nationalInsurance'),
      value: nationalInsurance,
      formattedValue: formatMoney(nationalInsurance, 'GBP'),
      change: percentOf(nationalInsuranceMinor, totalIncomeMinor),
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
    inputAmount: fromMinor(totalIncomeMinor),
    totalTax: fromMinor(totalTaxMinor),
    netAmount: takeHome,
    effectiveRate: percentOf(totalTaxMinor, totalIncomeMinor),
    marginalRate: Math.round(marginalRate * 100) / 100,
    summary,
    breakdowns,
    region: input.region,
    pensionContribution: fromMinor(pensionMinor),
    adjustedNetIncome: fromMinor(adjustedNetIncomeMinor),
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
    savingsIncome: fromMinor(savingsMinor),
    dividendIncome: fromMinor(dividendsMinor),
    savingsTax: fromMinor(other.savingsTaxMinor),
    dividendTax: fromMinor(other.dividendTaxMinor),
    blindPersonsAllowance: fromMinor(blindMinor),
    marriageAllowanceReduction: fromMinor(received.reductionMinor),
    childBenefit: fromMinor(childBenefit.benefitMinor),
    highIncomeChildBenefitCharge: fromMinor(childBenefit.chargeMinor),
  };
}
