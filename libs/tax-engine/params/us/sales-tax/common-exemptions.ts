import type { IsoDate, Reference } from '../../../src/core/parameter';
import type { UsStateCode } from '../../../src/us/states';
import { salesTaxReferences as ref } from './references';

/**
 * How a state's statewide sales tax treats the two everyday purchases visitors ask about most: groceries (food for
 * home consumption, as SNAP or the state defines it; prepared food, candy and soft drinks are usually taxed at the
 * general rate) and clothing. The calculator applies the general rate to the price; these are the notes it adds so a
 * visitor pricing groceries or clothes knows the general rate may not be what they pay. Local rates are outside this
 * table (many states let cities and counties tax groceries the state exempts).
 */
export type GroceryTreatment =
  | { readonly kind: 'exempt' }
  /** Taxed at a lower statewide rate, in percent (the rate that replaces the general statewide rate). */
  | { readonly kind: 'reduced'; readonly stateRate: number }
  | { readonly kind: 'general' };

export type ClothingTreatment =
  | { readonly kind: 'exempt' }
  /** An item priced below `amount` dollars is exempt from the statewide rate; an item at or above it is taxed in full. */
  | { readonly kind: 'exempt-below'; readonly amount: number }
  /** The first `amount` dollars of each item's price are exempt; only the part above is taxed. */
  | { readonly kind: 'first-amount-exempt'; readonly amount: number }
  | { readonly kind: 'general' };

export interface DatedTreatment<T> {
  readonly from: IsoDate;
  readonly value: T;
  readonly references: readonly Reference[];
}

export interface StateCommonExemptions {
  /** In ascending date order; the first entry is in force on 1 January 2024. */
  readonly groceries: readonly DatedTreatment<GroceryTreatment>[];
  readonly clothing: readonly DatedTreatment<ClothingTreatment>[];
}

const from2024 = '2024-01-01';
const exempt = { kind: 'exempt' } as const;
const general = { kind: 'general' } as const;
const reduced = (stateRate: number) => ({ kind: 'reduced', stateRate }) as const;

const groceryCompilations = [ref.zampGroceries2025, ref.worldPopulationReviewGroceries2025];
const groceriesExempt: StateCommonExemptions['groceries'] = [{ from: from2024, value: exempt, references: groceryCompilations }];
const clothingTaxed: StateCommonExemptions['clothing'] = [{ from: from2024, value: general, references: [ref.clothingCompilation] }];
const ordinary: StateCommonExemptions = { groceries: groceriesExempt, clothing: clothingTaxed };
const groceriesTaxedInFull = (references: readonly Reference[] = groceryCompilations): StateCommonExemptions => ({
  groceries: [{ from: from2024, value: general, references }],
  clothing: clothingTaxed,
});

/** States with a statewide sales tax; Alaska, Delaware, Montana, New Hampshire and Oregon have none and are absent. */
export const salesTaxCommonExemptions: Partial<Record<UsStateCode, StateCommonExemptions>> = {
  AL: {
    groceries: [
      { from: from2024, value: reduced(3), references: [ref.alabamaFood2023, ...groceryCompilations] },
      { from: '2025-09-01', value: reduced(2), references: [ref.alabamaFood2025] },
    ],
    clothing: clothingTaxed,
  },
  AZ: ordinary,
  AR: {
    groceries: [
      { from: from2024, value: reduced(0.125), references: groceryCompilations },
      { from: '2026-01-01', value: exempt, references: [ref.arkansasAct1008] },
    ],
    clothing: clothingTaxed,
  },
  CA: ordinary,
  CO: ordinary,
  CT: ordinary,
  DC: ordinary,
  FL: ordinary,
  GA: ordinary,
  HI: groceriesTaxedInFull(),
  ID: groceriesTaxedInFull(),
  IL: {
    groceries: [
      { from: from2024, value: reduced(1), references: groceryCompilations },
      { from: '2026-01-01', value: exempt, references: [ref.illinoisHb3144] },
    ],
    clothing: clothingTaxed,
  },
  IN: ordinary,
  IA: ordinary,
  KS: {
    groceries: [
      { from: from2024, value: reduced(2), references: [ref.kansasFood] },
      { from: '2025-01-01', value: exempt, references: [ref.kansasFood] },
    ],
    clothing: clothingTaxed,
  },
  KY: ordinary,
  LA: ordinary,
  ME: ordinary,
  MD: ordinary,
  MA: {
    groceries: groceriesExempt,
    clothing: [{ from: from2024, value: { kind: 'first-amount-exempt', amount: 175 }, references: [ref.massachusettsClothing] }],
  },
  MI: ordinary,
  MN: { groceries: groceriesExempt, clothing: [{ from: from2024, value: exempt, references: [ref.clothingCompilation] }] },
  MS: {
    groceries: [
      { from: from2024, value: general, references: groceryCompilations },
      { from: '2025-07-01', value: reduced(5), references: [ref.mississippiHb1] },
    ],
    clothing: clothingTaxed,
  },
  MO: { groceries: [{ from: from2024, value: reduced(1.225), references: groceryCompilations }], clothing: clothingTaxed },
  NE: ordinary,
  NV: ordinary,
  NJ: { groceries: groceriesExempt, clothing: [{ from: from2024, value: exempt, references: [ref.clothingCompilation] }] },
  NM: ordinary,
  NY: {
    groceries: groceriesExempt,
    clothing: [{ from: from2024, value: { kind: 'exempt-below', amount: 110 }, references: [ref.newYorkClothing] }],
  },
  NC: ordinary,
  ND: ordinary,
  OH: ordinary,
  OK: {
    groceries: [
      { from: from2024, value: general, references: groceryCompilations },
      { from: '2024-08-29', value: exempt, references: [ref.oklahomaHb1955] },
    ],
    clothing: clothingTaxed,
  },
  PA: { groceries: groceriesExempt, clothing: [{ from: from2024, value: exempt, references: [ref.clothingCompilation] }] },
  RI: {
    groceries: groceriesExempt,
    clothing: [{ from: from2024, value: { kind: 'first-amount-exempt', amount: 250 }, references: [ref.rhodeIslandClothing] }],
  },
  SC: ordinary,
  SD: groceriesTaxedInFull(),
  TN: { groceries: [{ from: from2024, value: reduced(4), references: groceryCompilations }], clothing: clothingTaxed },
  TX: ordinary,
  // 1.75 % state rate plus the 1 % local and 0.25 % county taxes every Utah locality levies on food: 3 % everywhere.
  UT: { groceries: [{ from: from2024, value: reduced(3), references: groceryCompilations }], clothing: clothingTaxed },
  VT: { groceries: groceriesExempt, clothing: [{ from: from2024, value: exempt, references: [ref.clothingCompilation] }] },
  // The state's share on food ended on 1 January 2023; the 1 % local add-on levied statewide remains.
  VA: { groceries: [{ from: from2024, value: reduced(1), references: groceryCompilations }], clothing: clothingTaxed },
  WA: ordinary,
  WV: ordinary,
  WI: ordinary,
  WY: ordinary,
};
