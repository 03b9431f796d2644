import { formatMoney } from '../core/format';
import { label, type Label, type LabelKey, type LabelledText } from '../core/labels';
import { fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { personalAllowance } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { corporationTaxRates } from '../../params/uk/hmrc/corporation-tax/rates';
import { class1Rates } from '../../params/uk/hmrc/national-insurance/class1-rates';
import { class1Thresholds } from '../../params/uk/hmrc/national-insurance/class1-thresholds';
import { employmentAllowance as employmentAllowanceParameter } from '../../params/uk/hmrc/national-insurance/employment-allowance';
import { calculateUkCorporationTax } from './corporation-tax';
import { calculateUkIncomeTax, type UkRegion } from './income-tax';
import { calculateUkNationalInsurance } from './national-insurance';
import { directorPayRules } from './director-pay-evaluator';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

export interface UkDirectorPayInput {
  readonly taxYear: UkTaxYear;
  /** The company's profit for the year before the director's salary and the employer NI on it, in pounds. */
  readonly companyProfit: number;
  /** The director's other non-savings income (another job, a pension, rent), in pounds; default 0. */
  readonly otherIncome?: number;
  readonly region?: UkRegion;
  /** The company claims Employment Allowance; default false (a company whose only employee is a director cannot). */
  readonly employmentAllowance?: boolean;
}

/** Why a salary is on the curve: a step of the grid, or a threshold where the law changes the slope. */
export const directorPayPointKinds = [
  'step',
  'lower-earnings-limit',
  'secondary-threshold',
  'primary-threshold',
  'personal-allowance',
  'higher-rate-threshold',
  'employment-allowance',
  'maximum-salary',
  'refined',
] as const;
export type DirectorPayPointKind = (typeof directorPayPointKinds)[number];

export interface DirectorPayPoint {
  readonly salary: number;
  readonly employerNi: number;
  readonly corporationTax: number;
  readonly dividend: number;
  readonly employeeNi: number;
  /** Income Tax the salary adds (on salary, over the tax on the other income alone), dividend tax apart. */
  readonly incomeTax: number;
  readonly dividendTax: number;
  /** Salary plus dividend less the director's NI, Income Tax and dividend tax. */
  readonly takeHome: number;
  readonly kinds: readonly DirectorPayPointKind[];
}

/** A threshold of the law placed on the salary axis, with the rule behind it. */
export interface DirectorPayThreshold {
  readonly kind: Exclude<DirectorPayPointKind, 'step' | 'refined' | 'maximum-salary'>;
  readonly salary: number;
  /** The threshold's name as the law calls it. */
  readonly name: string;
  readonly label: Label;
  /** The law or guidance that sets the threshold. */
  readonly reference: string;
}

export interface UkDirectorPayResult extends CalculationResult {
  readonly calculationType: 'uk-director-pay';
  readonly region: UkRegion;
  readonly companyProfit: number;
  readonly otherIncome: number;
  readonly employmentAllowance: boolean;
  readonly optimalSalary: number;
  readonly optimalDividend: number;
  readonly takeHome: number;
  readonly corporationTax: number;
  readonly employerNi: number;
  readonly employeeNi: number;
  readonly incomeTax: number;
  readonly dividendTax: number;
  /** The kinds of the best salary's point (e.g. ['primary-threshold', 'personal-allowance']). */
  readonly optimumAt: readonly DirectorPayPointKind[];
  /** The largest salary the profit pays with its employer NI. */
  readonly maximumSalary: number;
  /** Take-home for salaries from 0 to the maximum, in ascending order of salary. */
  readonly curve: readonly DirectorPayPoint[];
  readonly thresholds: readonly DirectorPayThreshold[];
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** Steps of the grid the search starts from, between no salary and the largest. */
export const directorPayCurveSteps = 200;
/** Steps of the curve the result carries for its chart: every other step of the grid, plus every threshold and the optimum. */
export const directorPayChartSteps = directorPayCurveSteps / 2;
/** Points of each refining pass between the neighbours of the best point so far. */
const refineSteps = 40;

/** The 12-month accounting period taken for the tax year: the financial year from 1 April (see the note). */
function accountingPeriod(taxYear: UkTaxYear): { readonly start: IsoDate; readonly end: IsoDate } {
  const year = Number(taxYear.slice(0, 4));
  return { start: `${year}-04-01` as IsoDate, end: `${year + 1}-03-31` as IsoDate };
}

interface Evaluator {
  (salaryMinor: number): DirectorPayPoint;
}

function evaluator(input: UkDirectorPayInput): { readonly evaluate: Evaluator; readonly employerNiMinor: (salaryMinor: number) => number } {
  const region = input.region ?? 'england';
  const otherIncome = input.otherIncome ?? 0;
  const profitMinor = toMinor(input.companyProfit);
  const rules = directorPayRules({
    taxYear: input.taxYear,
    region,
    employmentAllowance: input.employmentAllowance ?? false,
    periodStart: accountingPeriod(input.taxYear).start,
  });
  const otherIncomeTaxMinor = rules.incomeTax(toMinor(otherIncome), 0).totalMinor;
  const evaluate: Evaluator = (salaryMinor) => {
    const ni = rules.nationalInsurance(salaryMinor);
    const employerNiMinor = ni.employerMinor;
    const profitLeftMinor = Math.max(0, profitMinor - salaryMinor - employerNiMinor);
    const corporationTaxMinor = profitLeftMinor > 0 ? rules.corporationTax(profitLeftMinor) : 0;
    const dividendMinor = profitLeftMinor - corporationTaxMinor;
    const personal = rules.incomeTax(toMinor(otherIncome + fromMinor(salaryMinor)), dividendMinor);
    const dividendTaxMinor = personal.dividendMinor;
    const incomeTaxMinor = personal.totalMinor - dividendTaxMinor - otherIncomeTaxMinor;
    const employeeNiMinor = ni.employeeMinor;
    return {
      salary: fromMinor(salaryMinor),
      employerNi: fromMinor(employerNiMinor),
      corporationTax: fromMinor(corporationTaxMinor),
      dividend: fromMinor(dividendMinor),
      employeeNi: fromMinor(employeeNiMinor),
      incomeTax: fromMinor(incomeTaxMinor),
      dividendTax: fromMinor(dividendTaxMinor),
      takeHome: fromMinor(salaryMinor + dividendMinor - employeeNiMinor - incomeTaxMinor - dividendTaxMinor),
      kinds: [],
    };
  };
  return { evaluate, employerNiMinor: (salaryMinor) => rules.nationalInsurance(salaryMinor).employerMinor };
}

/**
 * The same figures from the full calculators (National Insurance, Corporation Tax, Income Tax), one call each: slow,
 * kept as the reference the fast rules (director-pay-evaluator.ts) are tested against.
 */
export function directorPayAtByFullCalculators(input: UkDirectorPayInput, salary: number): DirectorPayPoint {
  const region = input.region ?? 'england';
  const otherIncome = input.otherIncome ?? 0;
  const period = accountingPeriod(input.taxYear);
  const profitMinor = toMinor(input.companyProfit);
  const salaryMinor = toMinor(salary);
  const incomeTaxOf = (grossIncome: number, dividendIncome: number) =>
    calculateUkIncomeTax({
      grossIncome,
      dividendIncome,
      taxYear: input.taxYear,
      region,
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: false,
    });
  const ni = calculateUkNationalInsurance({
    taxYear: input.taxYear,
    earnings: fromMinor(salaryMinor),
    period: 'annual',
    category: 'A',
    director: true,
    employmentAllowance: input.employmentAllowance ?? false,
    selfEmployedProfits: 0,
    voluntaryClass2: false,
    class3Weeks: 0,
  });
  const employerNiMinor = toMinor(ni.employerNi);
  const profitLeftMinor = Math.max(0, profitMinor - salaryMinor - employerNiMinor);
  const corporationTaxMinor =
    profitLeftMinor > 0
      ? toMinor(
          calculateUkCorporationTax({
            taxableProfits: fromMinor(profitLeftMinor),
            associatedCompanies: 0,
            periodStart: period.start,
            periodEnd: period.end,
          }).corporationTax,
        )
      : 0;
  const dividendMinor = profitLeftMinor - corporationTaxMinor;
  const personal = incomeTaxOf(otherIncome + fromMinor(salaryMinor), fromMinor(dividendMinor));
  const dividendTaxMinor = toMinor(personal.dividendTax);
  const incomeTaxMinor = toMinor(personal.incomeTax) - dividendTaxMinor - toMinor(incomeTaxOf(otherIncome, 0).incomeTax);
  const employeeNiMinor = toMinor(ni.employeeNi);
  return {
    salary: fromMinor(salaryMinor),
    employerNi: fromMinor(employerNiMinor),
    corporationTax: fromMinor(corporationTaxMinor),
    dividend: fromMinor(dividendMinor),
    employeeNi: fromMinor(employeeNiMinor),
    incomeTax: fromMinor(incomeTaxMinor),
    dividendTax: fromMinor(dividendTaxMinor),
    takeHome: fromMinor(salaryMinor + dividendMinor - employeeNiMinor - incomeTaxMinor - dividendTaxMinor),
    kinds: [],
  };
}

/** The company's and the director's figures for one salary (in pounds), as on the curve. */
export function directorPayAt(input: UkDirectorPayInput, salary: number): DirectorPayPoint {
  return evaluator(input).evaluate(toMinor(salary));
}

/** The largest salary, in pence, that the profit pays together with its employer NI (employer NI only rises with pay). */
function maximumSalaryMinor(profitMinor: number, employerNiMinor: (salaryMinor: number) => number): number {
  let low = 0;
  let high = profitMinor;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (middle + employerNiMinor(middle) <= profitMinor) low = middle;
    else high = middle - 1;
  }
  return low;
}

const pointLabels: Record<DirectorPayThreshold['kind'], LabelKey> = {
  'lower-earnings-limit': 'uk.directorPay.point.lowerEarningsLimit',
  'secondary-threshold': 'uk.directorPay.point.secondaryThreshold',
  'primary-threshold': 'uk.directorPay.point.primaryThreshold',
  'personal-allowance': 'uk.directorPay.point.personalAllowance',
  'higher-rate-threshold': 'uk.directorPay.point.higherRateThreshold',
  'employment-allowance': 'uk.directorPay.point.employmentAllowance',
};

/** The salaries at which a rule of NI or Income Tax starts or stops, each with the law behind it. */
export function directorPayThresholds(input: UkDirectorPayInput): DirectorPayThreshold[] {
  const date = ukTaxYearStart(input.taxYear);
  const thresholdsEntry = datedValueAt(class1Thresholds, date);
  const annual = thresholdsEntry.value.annual;
  const ratesEntry = datedValueAt(class1Rates, date);
  const allowanceEntry = datedValueAt(personalAllowance, date);
  const bandsEntry = datedValueAt(restOfUkIncomeTaxBands, date);
  const higher = bandsEntry.value.find((bracket) => bracket.label?.key === 'uk.band.higher');
  const otherIncome = input.otherIncome ?? 0;
  const niReference = `${citationOf(thresholdsEntry)}; ${citationOf(ratesEntry)}`;
  const thresholds: DirectorPayThreshold[] = [
    {
      kind: 'lower-earnings-limit',
      name: 'Lower Earnings Limit',
      salary: annual.lowerEarningsLimit,
      label: label(pointLabels['lower-earnings-limit']),
      reference: niReference,
    },
    {
      kind: 'secondary-threshold',
      name: 'Secondary Threshold',
      salary: annual.secondaryThreshold,
      label: label(pointLabels['secondary-threshold']),
      reference: niReference,
    },
    {
      kind: 'primary-threshold',
      name: 'Primary Threshold',
      salary: annual.primaryThreshold,
      label: label(pointLabels['primary-threshold']),
      reference: niReference,
    },
    {
      kind: 'personal-allowance',
      name: 'Personal Allowance',
      salary: allowanceEntry.value - otherIncome,
      label: label(pointLabels['personal-allowance']),
      reference: citationOf(allowanceEntry),
    },
  ];
  if (higher)
    thresholds.push({
      kind: 'higher-rate-threshold',
      name: 'Higher rate threshold',
      salary: allowanceEntry.value + higher.threshold - otherIncome,
      label: label(pointLabels['higher-rate-threshold']),
      reference: citationOf(bandsEntry),
    });
  if (input.employmentAllowance) {
    const allowanceAmount = datedValueAt(employmentAllowanceParameter, date);
    // The salary whose employer NI equals the allowance: above it the company pays employer NI again.
    const salary = annual.secondaryThreshold + Math.ceil((allowanceAmount.value.amount * 100) / ratesEntry.value.secondaryRate);
    thresholds.push({
      kind: 'employment-allowance',
      name: 'Employment Allowance used up',
      salary,
      label: label(pointLabels['employment-allowance']),
      reference: citationOf(allowanceAmount),
    });
  }
  return thresholds.filter((threshold) => threshold.salary >= 0).sort((a, b) => a.salary - b.salary);
}

function better(a: DirectorPayPoint, b: DirectorPayPoint): boolean {
  // The higher take-home; on a tie the lower salary (less paid through payroll for the same result).
  return a.takeHome > b.takeHome || (a.takeHome === b.takeHome && a.salary < b.salary);
}

function group(title: string, groupLabel: Label, type: string, data: BreakdownBand[], totalMinor: number): BreakdownGroup {
  return { title, label: groupLabel, type, data, totalAmount: fromMinor(totalMinor) };
}

function band(name: string, key: LabelKey, taxable: number, amount: number, reference: string): BreakdownBand {
  return {
    band: name,
    label: label(key),
    rate: percentOf(toMinor(amount), toMinor(taxable)),
    taxableAmount: taxable,
    amount,
    reference,
  };
}

/**
 * The salary that leaves a director-shareholder of a one-director company the most, the rest of the profit paid as a
 * dividend after Corporation Tax. Take-home is piecewise linear in the salary, so the best salary is at a threshold
 * (evaluated exactly) or at a kink between steps (found by refining around the best point to the penny of a pound).
 */
export function calculateUkDirectorPay(input: UkDirectorPayInput): UkDirectorPayResult {
  const date = ukTaxYearStart(input.taxYear);
  const profitMinor = toMinor(input.companyProfit);
  const { evaluate, employerNiMinor } = evaluator(input);
  const maximumMinor = maximumSalaryMinor(profitMinor, employerNiMinor);

  const points = new Map<number, DirectorPayPoint>();
  const add = (salaryMinor: number, kind: DirectorPayPointKind): void => {
    if (salaryMinor < 0 || salaryMinor > maximumMinor) return;
    const existing = points.get(salaryMinor);
    const point = existing ?? evaluate(salaryMinor);
    points.set(salaryMinor, { ...point, kinds: point.kinds.includes(kind) ? point.kinds : [...point.kinds, kind] });
  };
  const chartSalaries = new Set<number>();
  for (let step = 0; step <= directorPayCurveSteps; step += 1) {
    const salaryMinor =
      step === directorPayCurveSteps ? maximumMinor : Math.round((maximumMinor * step) / directorPayCurveSteps / 100) * 100;
    add(salaryMinor, 'step');
    if (step % (directorPayCurveSteps / directorPayChartSteps) === 0) chartSalaries.add(salaryMinor);
  }
  add(maximumMinor, 'maximum-salary');
  const thresholds = directorPayThresholds(input);
  for (const threshold of thresholds) add(toMinor(threshold.salary), threshold.kind);

  const bestOf = (candidates: Iterable<DirectorPayPoint>): DirectorPayPoint => {
    let best: DirectorPayPoint | undefined;
    for (const point of candidates) if (!best || better(point, best)) best = point;
    return best!;
  };

  // Refine between the neighbours of the best point until the interval is a pound wide.
  let best = bestOf(points.values());
  const sorted = () => [...points.keys()].sort((a, b) => a - b);
  for (let pass = 0; pass < 8; pass += 1) {
    const salaries = sorted();
    const index = salaries.indexOf(toMinor(best.salary));
    const low = salaries[Math.max(0, index - 1)]!;
    const high = salaries[Math.min(salaries.length - 1, index + 1)]!;
    if (high - low <= 200) break;
    const refined: DirectorPayPoint[] = [];
    for (let step = 1; step < refineSteps; step += 1) {
      const salaryMinor = Math.round((low + ((high - low) * step) / refineSteps) / 100) * 100;
      if (!points.has(salaryMinor)) refined.push(evaluate(salaryMinor));
    }
    const candidate = bestOf([best, ...refined]);
    if (candidate === best) break;
    best = candidate;
    add(toMinor(best.salary), 'refined');
  }
  best = points.get(toMinor(best.salary))!;

  const notes: LabelledText[] = [
    {
      text: `Corporation Tax is worked for a 12-month accounting period from 1 April (the financial year) as a simplification: a company's own year may straddle two financial years.`,
      label: label('uk.directorPay.note.period'),
    },
    input.employmentAllowance
      ? {
          text: 'Employment Allowance is claimed against the employer National Insurance.',
          label: label('uk.directorPay.note.employmentAllowance'),
        }
      : {
          text: 'No Employment Allowance: a company whose only employee paid above the Secondary Threshold is a director cannot claim it.',
          label: label('uk.directorPay.note.noEmploymentAllowance'),
        },
  ];

  const ratesReference = citationOf(datedValueAt(corporationTaxRates, accountingPeriod(input.taxYear).start));
  const niReference = citationOf(datedValueAt(class1Rates, date));
  const companyMinor = toMinor(best.employerNi) + toMinor(best.corporationTax);
  const directorMinor = toMinor(best.employeeNi) + toMinor(best.incomeTax) + toMinor(best.dividendTax);
  const profitAfterSalary = fromMinor(profitMinor - toMinor(best.salary) - toMinor(best.employerNi));
  const breakdowns: BreakdownGroup[] = [
    group(
      'Company',
      label('uk.directorPay.group.company'),
      'director-pay-company',
      [
        band('Employer National Insurance', 'uk.directorPay.band.employerNi', best.salary, best.employerNi, niReference),
        band('Corporation Tax', 'uk.directorPay.band.corporationTax', profitAfterSalary, best.corporationTax, ratesReference),
        band('Dividend', 'uk.directorPay.band.dividend', profitAfterSalary, 0, ratesReference),
      ],
      companyMinor,
    ),
    group(
      'Director',
      label('uk.directorPay.group.director'),
      'director-pay-director',
      [
        band('Salary', 'uk.directorPay.band.salary', best.salary, 0, niReference),
        band('Employee National Insurance', 'uk.directorPay.band.employeeNi', best.salary, best.employeeNi, niReference),
        band(
          'Income Tax on salary and other income',
          'uk.directorPay.band.incomeTax',
          best.salary,
          best.incomeTax,
          citationOf(datedValueAt(restOfUkIncomeTaxBands, date)),
        ),
        band('Tax on dividends', 'uk.directorPay.band.dividendTax', best.dividend, best.dividendTax, ratesReference),
      ],
      directorMinor,
    ),
  ];

  const totalTaxMinor = companyMinor + directorMinor;
  const summary: SummaryStat[] = [
    {
      title: 'Take-home pay',
      titleLabel: label('common.stat.takeHomePay'),
      value: best.takeHome,
      formattedValue: formatMoney(best.takeHome, 'GBP'),
      change: percentOf(toMinor(best.takeHome), profitMinor),
      changeType: 'percentage',
      icon: 'wallet',
    },
    {
      title: 'Best salary',
      titleLabel: label('uk.directorPay.stat.optimalSalary'),
      value: best.salary,
      formattedValue: formatMoney(best.salary, 'GBP'),
      icon: 'user',
    },
    {
      title: 'Dividend',
      titleLabel: label('uk.directorPay.stat.optimalDividend'),
      value: best.dividend,
      formattedValue: formatMoney(best.dividend, 'GBP'),
      icon: 'bank',
    },
    {
      title: 'Tax and NI, company and director',
      titleLabel: label('uk.directorPay.stat.companyAndPersonalTax'),
      value: fromMinor(totalTaxMinor),
      formattedValue: formatMoney(fromMinor(totalTaxMinor), 'GBP'),
      change: percentOf(totalTaxMinor, profitMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
  ];

  return {
    calculationType: 'uk-director-pay',
    taxYear: input.taxYear,
    currency: 'GBP',
    inputAmount: fromMinor(profitMinor),
    totalTax: fromMinor(totalTaxMinor),
    netAmount: best.takeHome,
    effectiveRate: percentOf(totalTaxMinor, profitMinor),
    summary,
    breakdowns,
    region: input.region ?? 'england',
    companyProfit: fromMinor(profitMinor),
    otherIncome: input.otherIncome ?? 0,
    employmentAllowance: input.employmentAllowance ?? false,
    optimalSalary: best.salary,
    optimalDividend: best.dividend,
    takeHome: best.takeHome,
    corporationTax: best.corporationTax,
    employerNi: best.employerNi,
    employeeNi: best.employeeNi,
    incomeTax: best.incomeTax,
    dividendTax: best.dividendTax,
    optimumAt: best.kinds,
    maximumSalary: fromMinor(maximumMinor),
    curve: sorted()
      .map((salaryMinor) => points.get(salaryMinor)!)
      .filter((point) => chartSalaries.has(toMinor(point.salary)) || point.kinds.some((kind) => kind !== 'step')),
    thresholds,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}
