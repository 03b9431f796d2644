import type { DatedValue, Parameter } from '../../../src/core/parameter';
import type { UsStateCode } from '../../../src/us/states';
import { salesTaxReferences as ref } from './references';

type Entry = readonly [from: DatedValue<number>['from'], rate: number, references: DatedValue<number>['references'], note?: string];

const from2024 = '2024-01-01';
/** Alabama to Pennsylvania (as the December 2024 table lists them) and the later table that agrees. */
const handbook = [ref.salesTaxHandbook2024, ref.federalStateLaw2025];
const handbookOnly = [ref.salesTaxHandbook2024];
const noStateTax = [ref.salesTaxHandbook2024, ref.taxFoundation2025];

/**
 * Each state's statewide general sales tax rate in percent, by the date it took effect; the first entry is the rate in
 * force on 1 January 2024 (the earliest date calculated), later entries are changes that took effect since.
 */
const table: Record<UsStateCode, readonly Entry[]> = {
  AL: [[from2024, 4, handbook]],
  AK: [[from2024, 0, noStateTax, 'No statewide sales tax; boroughs and cities may levy one.']],
  AZ: [[from2024, 5.6, handbook]],
  AR: [[from2024, 6.5, handbook]],
  CA: [[from2024, 7.25, [ref.californiaAddOn, ref.federalStateLaw2025], 'Includes the 1.25 % local add-on levied statewide.']],
  CO: [[from2024, 2.9, handbook]],
  CT: [[from2024, 6.35, handbook]],
  DE: [[from2024, 0, noStateTax, 'No sales tax.']],
  DC: [
    [from2024, 6, [ref.dcOtr2018, ref.salesTaxHandbook2024]],
    [
      '2026-10-01',
      7,
      [ref.dcBudgetSupport2026],
      'The 6.5 % step planned for 1 October 2025 was repealed; 7 % was scheduled from 1 October 2026 when the source was read.',
    ],
  ],
  FL: [[from2024, 6, handbook]],
  GA: [[from2024, 4, handbook]],
  HI: [[from2024, 4, handbook, 'General excise tax, charged on the seller; shown as the rate passed on.']],
  ID: [[from2024, 6, handbook]],
  IL: [[from2024, 6.25, handbook]],
  IN: [[from2024, 7, handbook]],
  IA: [[from2024, 6, handbook]],
  KS: [[from2024, 6.5, handbook]],
  KY: [[from2024, 6, handbook]],
  LA: [
    [from2024, 4.45, handbookOnly],
    ['2025-01-01', 5, [ref.louisianaHb10], '5 % through 31 December 2029, then 4.75 %.'],
  ],
  ME: [[from2024, 5.5, handbook]],
  MD: [[from2024, 6, handbook]],
  MA: [[from2024, 6.25, handbook]],
  MI: [[from2024, 6, handbook]],
  MN: [[from2024, 6.875, handbook]],
  MS: [[from2024, 7, handbook]],
  MO: [[from2024, 4.225, handbook]],
  MT: [[from2024, 0, noStateTax, 'No statewide sales tax; some resort areas levy a local resort tax.']],
  NE: [[from2024, 5.5, handbook]],
  NV: [[from2024, 6.85, [ref.federalStateLaw2025], 'Includes the mandatory local portion levied statewide.']],
  NH: [[from2024, 0, noStateTax, 'No general sales tax.']],
  NJ: [[from2024, 6.625, handbook]],
  NM: [[from2024, 4.875, [ref.newMexicoGrt, ...handbook], 'Gross receipts tax, charged on the seller; shown as the rate passed on.']],
  NY: [[from2024, 4, handbook]],
  NC: [[from2024, 4.75, [ref.salesTaxHandbook2024, ref.salesTaxCalculatorTable]]],
  ND: [[from2024, 5, [ref.salesTaxHandbook2024, ref.salesTaxCalculatorTable]]],
  OH: [[from2024, 5.75, [ref.salesTaxHandbook2024, ref.salesTaxCalculatorTable]]],
  OK: [[from2024, 4.5, [ref.salesTaxHandbook2024, ref.salesTaxCalculatorTable]]],
  OR: [[from2024, 0, noStateTax, 'No sales tax.']],
  PA: [[from2024, 6, [ref.salesTaxHandbook2024, ref.salesTaxCalculatorTable]]],
  RI: [[from2024, 7, [ref.salesTaxCalculatorTable]]],
  SC: [[from2024, 6, [ref.salesTaxCalculatorTable]]],
  SD: [[from2024, 4.2, [ref.southDakotaHb1137, ref.salesTaxCalculatorTable], '4.5 % again from 1 July 2027 unless extended.']],
  TN: [[from2024, 7, [ref.salesTaxCalculatorTable]]],
  TX: [[from2024, 6.25, [ref.wiseVoterTable]]],
  UT: [[from2024, 6.1, [ref.wiseVoterTable], 'Includes the 1.25 % local add-on levied statewide.']],
  VT: [[from2024, 6, [ref.wiseVoterTable]]],
  VA: [[from2024, 5.3, [ref.wiseVoterTable], 'Includes the 1 % local add-on levied statewide.']],
  WA: [[from2024, 6.5, [ref.taxRatesOrg2024, ref.ftaRates2019]]],
  WV: [[from2024, 6, [ref.wiseVoterTable]]],
  WI: [[from2024, 5, [ref.wiseVoterTable, ref.ftaRates2019]]],
  WY: [[from2024, 4, [ref.wiseVoterTable, ref.ftaRates2019]]],
};

function parameterOf(code: UsStateCode, entries: readonly Entry[]): Parameter<number> {
  return {
    description: `${code}: statewide general sales tax rate, percent of the price before tax`,
    unit: 'rate',
    values: entries.map(([from, value, references, note]) => ({ from, value, references, ...(note === undefined ? {} : { note }) })),
  };
}

export const stateSalesTaxRates = Object.fromEntries(
  Object.entries(table).map(([code, entries]) => [code, parameterOf(code as UsStateCode, entries)]),
) as Record<UsStateCode, Parameter<number>>;
