/**
 * Every calculator over a grid of inputs: each region, filing status, state, year, buyer type, assessment and tax
 * class, at incomes and prices that reach every band, relief, surcharge, phase-out and note. Used by the label tests
 * here and in the web app (which checks each label against both message catalogues).
 */
import type { CalculationResult } from '../../src/core/result';
import { churchTaxOptions, calculateGermanIncomeTax, germanAssessments, germanTaxClasses } from '../../src/germany/income-tax';
import { germanTaxYears } from '../../src/germany/tax-year';
import { germanBusinessTaxGrid } from './german-business-tax-grid';
import { calculateGermanSocialSecurity } from '../../src/germany/social-security';
import { calculateGermanWageTax } from '../../src/germany/wage-tax';
import { calculateUkIncomeTax, marriageAllowanceOptions, studentLoanPlanOptions, ukRegions } from '../../src/uk/income-tax';
import {
  calculateUkPropertyTransactionTax,
  propertyBuyerTypes,
  propertyRegions,
  propertyTaxSupportedFrom,
} from '../../src/uk/property-transaction-tax';
import { calculateUkCorporationTax } from '../../src/uk/corporation-tax';
import { calculateUkDirectorPay } from '../../src/uk/director-pay';
import { calculateUkNationalInsurance, niCategories, niEarningsPeriods } from '../../src/uk/national-insurance';
import { calculateUkCapitalGains, type UkCapitalGainsDisposalInput } from '../../src/uk/capital-gains';
import { ukTaxYears } from '../../src/uk/tax-year';
import { calculateUkVat, vatDirections, vatRateTypes } from '../../src/uk/vat/vat';
import { calculateUsCapitalGains } from '../../src/us/capital-gains';
import { calculateUsFederalIncomeTax, usFederalTaxMethods } from '../../src/us/federal-income-tax';
import { usFilingStatuses } from '../../src/us/filing-status';
import { calculateUsStateIncomeTax, supportedStateTaxYears } from '../../src/us/state-income-tax';
import { usStateCodes } from '../../src/us/states';
import { calculateUsEstateTax } from '../../src/us/estate-tax';
import { calculateUsPayrollTax } from '../../src/us/payroll-tax';
import { calculateUsPropertyTax } from '../../src/us/property-tax';
import { calculateUsSalesTax, usSalesTaxDirections } from '../../src/us/sales-tax';
import { calculateUsTakeHome } from '../../src/us/take-home';
import { w4StatusFor } from '../../src/us/w4-filing-status';
import { usTaxYears } from '../../src/us/tax-year';

export interface GridCase {
  /** The calculator and its inputs, for failure messages. */
  readonly name: string;
  readonly result: CalculationResult;
}

const ukIncomes = [0, 11_000, 30_000, 60_000, 110_000, 150_000];
// 300,007: the 5% band's tax ends in pence, so the total is rounded down to whole pounds.
const prices = [0, 100_000, 300_000, 300_007, 500_000, 700_000, 1_000_000, 2_000_000];
const federalIncomes = [0, 20_000, 60_000, 99_999, 150_000, 700_000];
const stateIncomes = [0, 15_000, 60_000, 250_000, 2_000_000, 30_000_000];
const germanIncomes = [0, 10_000, 15_000, 40_000, 70_000, 90_000, 300_000, 1_000_000];
const germanWages = [0, 500, 1_500, 3_000, 9_000];
/** Wages, self-employment profit (433: under the $400 minimum), FUTA state, the W-4 Step 2 box. */
const payrollCases: ReadonlyArray<readonly [number, number, string | undefined, boolean]> = [
  [0, 0, undefined, false],
  [52_000, 433, 'CA', true],
  [260_000, 60_000, 'VI', false],
];
const capitalGains = [
  { annualIncome: 0, shortTermGain: 0, longTermGain: 5_000 },
  { annualIncome: 10_000, shortTermGain: 2_000, longTermGain: 0 },
  { annualIncome: 20_000, shortTermGain: 10_000, longTermGain: 50_000 },
  { annualIncome: 60_000, shortTermGain: 0, longTermGain: 30_000 },
  // 2024 single: the gain sits in the 15% band but below the top of the 12% row, so worksheet line 24 limits the tax.
  { annualIncome: 61_625, shortTermGain: 0, longTermGain: 100 },
  { annualIncome: 500_000, shortTermGain: 100_000, longTermGain: 300_000 },
];

/** Disposals (on a day of each tax year) that reach every CGT band, relief, limit and note. */
function cgtDisposals(startYear: number): UkCapitalGainsDisposalInput[][] {
  const day = (monthDay: string) => `${startYear}-${monthDay}`;
  return [
    [],
    [{ gain: 2_000, assetType: 'other', disposalDate: day('06-01') }],
    [
      { gain: 40_000, assetType: 'residential-property', disposalDate: day('06-01'), completionDate: day('07-01') },
      { gain: 20_000, assetType: 'other', disposalDate: day('12-01') },
      { gain: -5_000, assetType: 'other', disposalDate: day('12-02') },
    ],
    [
      { gain: 1_200_000, assetType: 'business-asset-disposal-relief', disposalDate: day('05-01') },
      { gain: 1_200_000, assetType: 'investors-relief', disposalDate: day('11-15') },
    ],
  ];
}

export function* calculatorGrid(): Generator<GridCase> {
  // Every state at its median rate; a rate, ratio and exemption of the visitor's own; the median with a ratio.
  for (const state of usStateCodes)
    yield { name: `us-property-tax ${state} median`, result: calculateUsPropertyTax({ state, homeValue: 350_000 }) };
  for (const extra of [{ rate: 1.8, assessmentRatio: 40, exemption: 25_000 }, { assessmentRatio: 50 }])
    yield {
      name: `us-property-tax TX ${JSON.stringify(extra)}`,
      result: calculateUsPropertyTax({ state: 'TX', homeValue: 300_000, ...extra }),
    };
  // Every state (the average local rate, none on file, no local tax, no state tax) and a rate the visitor gives.
  for (const date of ['2024-06-01', '2025-01-01', '2026-10-01'])
    for (const direction of usSalesTaxDirections)
      for (const state of usStateCodes)
        for (const localRate of [undefined, 2.5])
          yield {
            name: `us-sales-tax ${date} ${direction} ${state} local ${localRate ?? 'average'}`,
            result: calculateUsSalesTax({ state, price: 123.45, localRate, direction, date }),
          };
  for (const date of ['2011-01-04', '2024-04-01', '2026-11-27'])
    for (const direction of vatDirections) {
      for (const rate of vatRateTypes)
        for (const amount of [0, 0.99, 100, 1_234_567.89])
          yield { name: `uk-vat ${date} ${direction} ${rate} £${amount}`, result: calculateUkVat({ amount, direction, rate, date }) };
      yield {
        name: `uk-vat ${date} ${direction} lines`,
        result: calculateUkVat({
          direction,
          rate: 'standard',
          date,
          lines: vatRateTypes.map((rate, index) => ({ amount: 10 * (index + 1), rate })),
        }),
      };
    }

  for (const taxYear of ukTaxYears)
    for (const taxableIncome of [0, 30_000, 60_000])
      for (const scottishTaxpayer of [false, true])
        for (const disposals of cgtDisposals(Number(taxYear.slice(0, 4))))
          yield {
            name: `uk-capital-gains ${taxYear} income £${taxableIncome} scottish ${scottishTaxpayer} ${JSON.stringify(disposals)}`,
            result: calculateUkCapitalGains({
              taxYear,
              taxableIncome,
              scottishTaxpayer,
              disposals,
              lossesBroughtForward: 1_000,
              badrLifetimeUsed: 0,
              investorsReliefLifetimeUsed: 0,
            }),
          };

  for (const taxYear of ukTaxYears)
    for (const region of ukRegions)
      for (const studentLoanPlan of studentLoanPlanOptions)
        for (const includeNationalInsurance of [true, false])
          for (const grossIncome of ukIncomes)
            yield {
              name: `uk-income-tax ${taxYear} ${region} ${studentLoanPlan} NI ${includeNationalInsurance} £${grossIncome}`,
              result: calculateUkIncomeTax({
                grossIncome,
                taxYear,
                region,
                pensionContribution: 0,
                studentLoanPlan,
                includeNationalInsurance,
              }),
            };

  // Savings, dividends, Marriage Allowance, Blind Person's Allowance and the Child Benefit charge.
  for (const taxYear of ukTaxYears)
    for (const region of ['england', 'scotland'] as const)
      for (const marriageAllowance of marriageAllowanceOptions)
        for (const [grossIncome, savingsIncome, dividendIncome] of [
          [3_000, 15_000, 2_000],
          [30_000, 3_000, 10_000],
          [60_000, 20_000, 100_000],
        ] as const)
          yield {
            name: `uk-income-tax ${taxYear} ${region} marriage ${marriageAllowance} £${grossIncome} + savings £${savingsIncome} + dividends £${dividendIncome}`,
            result: calculateUkIncomeTax({
              grossIncome,
              taxYear,
              region,
              pensionContribution: 0,
              studentLoanPlan: 'none',
              includeNationalInsurance: true,
              savingsIncome,
              dividendIncome,
              marriageAllowance,
              blindPersonsAllowance: true,
              childBenefitChildren: 2,
            }),
          };

  for (const taxYear of ukTaxYears)
    for (const employmentAllowance of [false, true])
      yield {
        name: `uk-director-pay ${taxYear} Employment Allowance ${employmentAllowance}`,
        result: calculateUkDirectorPay({ taxYear, companyProfit: 90_000, employmentAllowance }),
      };

  for (const taxYear of ukTaxYears) {
    const base = {
      taxYear,
      director: false,
      employmentAllowance: false,
      selfEmployedProfits: 0,
      voluntaryClass2: false,
      class3Weeks: 0,
    };
    for (const category of niCategories)
      for (const period of niEarningsPeriods)
        for (const earnings of [0, 500, 4_000, 60_000]) {
          // Investment Zone categories start in 2024-25; the engine refuses N before (tested on its own).
          if (category === 'N' && taxYear === '2023-24') continue;
          yield {
            name: `uk-national-insurance ${taxYear} ${category} ${period} £${earnings}`,
            result: calculateUkNationalInsurance({ ...base, category, period, earnings }),
          };
        }
    for (const category of ['A', 'B'] as const)
      yield {
        name: `uk-national-insurance ${taxYear} director ${category}`,
        result: calculateUkNationalInsurance({ ...base, category, period: 'annual', earnings: 60_000, director: true }),
      };
    yield {
      name: `uk-national-insurance ${taxYear} Employment Allowance`,
      result: calculateUkNationalInsurance({ ...base, category: 'A', period: 'annual', earnings: 60_000, employmentAllowance: true }),
    };
    for (const [selfEmployedProfits, voluntaryClass2] of [
      [5_000, true],
      [10_000, false],
      [30_000, false],
      [75_000, false],
    ] as const)
      yield {
        name: `uk-national-insurance ${taxYear} profits £${selfEmployedProfits} voluntary Class 2 ${voluntaryClass2}`,
        result: calculateUkNationalInsurance({
          ...base,
          category: 'A',
          period: 'annual',
          earnings: 0,
          selfEmployedProfits,
          voluntaryClass2,
          class3Weeks: 10,
        }),
      };
  }

  for (const [periodStart, periodEnd] of [
    ['2023-04-01', '2024-03-31'],
    ['2024-01-01', '2024-09-30'],
    ['2025-10-01', '2026-09-30'],
    ['2026-04-01', '2027-03-31'],
  ] as const)
    for (const associatedCompanies of [0, 3])
      for (const taxableProfits of [0, 40_000, 90_000, 400_000, 2_000_000, 30_000_000])
        yield {
          name: `uk-corporation-tax ${periodStart} to ${periodEnd} associates ${associatedCompanies} £${taxableProfits}`,
          result: calculateUkCorporationTax({ taxableProfits, associatedCompanies, periodStart, periodEnd }),
        };

  for (const region of propertyRegions) {
    const dates = [propertyTaxSupportedFrom(region), '2024-11-15', '2025-04-01', '2025-12-31'].filter(
      (date) => date >= propertyTaxSupportedFrom(region),
    );
    for (const completionDate of dates)
      for (const buyerType of propertyBuyerTypes)
        for (const nonResident of [false, true])
          for (const price of prices)
            yield {
              name: `uk-stamp-duty ${region} ${completionDate} ${buyerType} non-resident ${nonResident} £${price}`,
              result: calculateUkPropertyTransactionTax({ price, buyerType, nonResident, completionDate, region }),
            };
  }

  for (const taxYear of usTaxYears)
    for (const filingStatus of usFilingStatuses) {
      for (const method of usFederalTaxMethods)
        for (const itemizedDeductions of [0, 50_000])
          for (const grossIncome of federalIncomes)
            yield {
              name: `us-federal-tax ${taxYear} ${filingStatus} ${method} itemized ${itemizedDeductions} $${grossIncome}`,
              result: calculateUsFederalIncomeTax({ grossIncome, filingStatus, taxYear, itemizedDeductions, method }),
            };
      for (const gains of capitalGains)
        yield {
          name: `us-capital-gains ${taxYear} ${filingStatus} ${JSON.stringify(gains)}`,
          result: calculateUsCapitalGains({ taxYear, filingStatus, ...gains }),
        };
      // A family with credits: the tax absorbs part of the child credit at $30,000 (so some is refundable) and
      // all of it, with the other dependent's, at $150,000.
      for (const grossIncome of [30_000, 150_000])
        yield {
          name: `us-federal-tax ${taxYear} ${filingStatus} 2 children 1 other dependent $${grossIncome}`,
          result: calculateUsFederalIncomeTax({
            grossIncome,
            filingStatus,
            taxYear,
            method: 'exact',
            qualifyingChildren: 2,
            otherDependents: 1,
          }),
        };
      yield {
        name: `us-income-tax ${taxYear} ${filingStatus} no state`,
        result: calculateUsTakeHome({ grossIncome: 80_000, filingStatus, taxYear }),
      };
      // One child at $45,000: a single filer still owes tax after the Earned Income Credit.
      yield {
        name: `us-federal-tax ${taxYear} ${filingStatus} 1 child $45000`,
        result: calculateUsFederalIncomeTax({ grossIncome: 45_000, filingStatus, taxYear, method: 'exact', qualifyingChildren: 1 }),
      };
      yield {
        name: `us-income-tax ${taxYear} ${filingStatus} no state, 2 children`,
        result: calculateUsTakeHome({ grossIncome: 40_000, filingStatus, taxYear, qualifyingChildren: 2 }),
      };
      for (const [wages, selfEmploymentProfit, state, multipleJobs] of payrollCases)
        yield {
          name: `us-payroll-tax ${taxYear} ${filingStatus} $${wages} SE $${selfEmploymentProfit} ${state ?? 'no state'} step 2 ${multipleJobs}`,
          result: calculateUsPayrollTax({
            taxYear,
            filingStatus,
            wages,
            selfEmploymentProfit,
            payPeriods: 26,
            ...(state === undefined ? {} : { state }),
            w4: {
              filingStatus: w4StatusFor(filingStatus),
              multipleJobs,
              dependentsAmount: 2_000,
              otherIncome: 0,
              deductions: 0,
              extraWithholding: 0,
            },
          }),
        };
    }

  for (const taxYear of usTaxYears)
    for (const taxableEstate of [0, 500_000, 20_000_000])
      yield {
        name: `us-estate-tax ${taxYear} $${taxableEstate}`,
        result: calculateUsEstateTax({ taxYear, taxableEstate, adjustedTaxableGifts: 1_000_000, giftTaxPayable: 50_000 }),
      };
  for (const state of ['NY', 'MD', 'PA', 'TX', 'IA'] as const)
    yield { name: `us-estate-tax 2025 ${state}`, result: calculateUsEstateTax({ taxYear: 2025, taxableEstate: 1_000_000, state }) };

  for (const state of usStateCodes)
    for (const taxYear of supportedStateTaxYears(state))
      for (const filingStatus of usFilingStatuses) {
        for (const income of stateIncomes)
          yield {
            name: `us-state-tax ${state} ${taxYear} ${filingStatus} $${income}`,
            result: calculateUsStateIncomeTax({ state, taxYear, income, filingStatus }),
          };
        yield {
          name: `us-income-tax ${state} ${taxYear} ${filingStatus}`,
          result: calculateUsTakeHome({ grossIncome: 80_000, filingStatus, taxYear: taxYear as (typeof usTaxYears)[number], state }),
        };
      }

  for (const taxYear of germanTaxYears)
    for (const assessment of germanAssessments)
      for (const churchTax of churchTaxOptions)
        for (const taxClass of [undefined, ...germanTaxClasses])
          for (const taxableIncome of germanIncomes)
            yield {
              name: `de-income-tax ${taxYear} ${assessment} church ${churchTax} class ${taxClass ?? '-'} €${taxableIncome}`,
              result: calculateGermanIncomeTax({ taxYear, taxableIncome, assessment, churchTax, ...(taxClass ? { taxClass } : {}) }),
            };

  // Monthly wages: a Minijob, a Midijob, regular pay, and pay above the ceilings; yearly once.
  for (const taxYear of germanTaxYears)
    for (const grossWage of germanWages)
      for (const state of ['NW', 'SN'] as const) {
        for (const privateHealth of [undefined, { premium: 600, employerSubsidy: 300 }])
          yield {
            name: `de-social-security ${taxYear} ${state} €${grossWage}${privateHealth ? ' PKV' : ''}`,
            result: calculateGermanSocialSecurity({ taxYear, grossWage, period: 'month', state, privateHealth }),
          };
        for (const taxClass of germanTaxClasses)
          for (const churchTax of churchTaxOptions)
            yield {
              name: `de-wage-tax ${taxYear} ${state} class ${taxClass} church ${churchTax} €${grossWage}`,
              result: calculateGermanWageTax({ taxYear, grossWage, period: 'month', taxClass, churchTax, state }),
            };
      }
  for (const taxYear of germanTaxYears)
    yield {
      name: `de-wage-tax ${taxYear} yearly`,
      result: calculateGermanWageTax({ taxYear, grossWage: 60_000, period: 'year', taxClass: 1 }),
    };
  for (const taxYear of germanTaxYears)
    yield {
      name: `de-social-security ${taxYear} yearly`,
      result: calculateGermanSocialSecurity({ taxYear, grossWage: 60_000, period: 'year' }),
    };

  yield* germanBusinessTaxGrid();
}

/** An English text of a result and the label that should translate it (undefined when the label is missing). */
export interface LabelledField {
  readonly path: string;
  readonly text: string;
  readonly label: unknown;
}

/** Top-level sentences and names with a label beside them: `<field>Label` (notes: `noteLabels`). */
const labelledResultFields = ['incomeBase', 'ratesPeriod', 'reliefNote', 'methodNote', 'taxClassNote', 'taxName'] as const;

/**
 * Every name and sentence a result shows with its label: stat titles and descriptions, group titles, band names
 * (also the state calculator's `breakdown`), notes, explanation fields and surcharges.
 */
export function labelledFields(result: CalculationResult): LabelledField[] {
  const fields: LabelledField[] = [];
  const record = result as unknown as Record<string, unknown>;
  result.summary.forEach((stat, index) => {
    fields.push({ path: `summary[${index}].title`, text: stat.title, label: stat.titleLabel });
    if (stat.description !== undefined)
      fields.push({ path: `summary[${index}].description`, text: stat.description, label: stat.descriptionLabel });
    else if (stat.descriptionLabel !== undefined) fields.push({ path: `summary[${index}].description`, text: '', label: 'no description' });
  });
  result.breakdowns.forEach((group, groupIndex) => {
    fields.push({ path: `breakdowns[${groupIndex}].title`, text: group.title, label: group.label });
    group.data.forEach((band, index) =>
      fields.push({ path: `breakdowns[${groupIndex}].data[${index}]`, text: band.band, label: band.label }),
    );
  });
  const thresholds = record.thresholds;
  if (Array.isArray(thresholds))
    thresholds.forEach((threshold: { name: string; label: unknown }, index) =>
      fields.push({ path: `thresholds[${index}]`, text: threshold.name, label: threshold.label }),
    );
  const bands = record.breakdown;
  if (Array.isArray(bands))
    bands.forEach((band: { band: string; label: unknown }, index) =>
      fields.push({ path: `breakdown[${index}]`, text: band.band, label: band.label }),
    );
  for (const key of labelledResultFields) {
    const text = record[key];
    if (typeof text === 'string') fields.push({ path: key, text, label: record[`${key}Label`] });
  }
  const notes = record.notes;
  if (Array.isArray(notes)) {
    const noteLabels = Array.isArray(record.noteLabels) ? (record.noteLabels as unknown[]) : [];
    if (noteLabels.length !== notes.length)
      fields.push({ path: 'noteLabels', text: '', label: `${noteLabels.length} labels for ${notes.length} notes` });
    notes.forEach((note: string, index) => fields.push({ path: `notes[${index}]`, text: note, label: noteLabels[index] }));
  }
  const surcharges = record.surcharges;
  if (Array.isArray(surcharges))
    surcharges.forEach((surcharge: { name: string; basis: string; label: unknown; basisLabel: unknown }, index) => {
      fields.push({ path: `surcharges[${index}].name`, text: surcharge.name, label: surcharge.label });
      fields.push({ path: `surcharges[${index}].basis`, text: surcharge.basis, label: surcharge.basisLabel });
    });
  return fields;
}
