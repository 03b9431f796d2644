import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

export interface ChurchTaxRates {
  /** Bayern and Baden-Württemberg. */
  readonly '8': number;
  /** All other Länder. */
  readonly '9': number;
}

/**
 * Set by each Land's Kirchensteuergesetz and the churches' Kirchensteuerbeschlüsse, applied to the income tax as
 * a Zuschlagsteuer (§ 51a EStG). Regional details not modelled: the base adjustment for child allowances
 * (§ 51a Abs. 2), the Kappung (cap at 2.75–4 % of the zvE, on application, in most Länder) and the Kirchgeld in
 * glaubensverschiedener Ehe.
 */
export const churchTaxRates: Parameter<ChurchTaxRates> = {
  description:
    'Church tax (Kirchensteuer) rates in percent of the income tax: 8 % in Bavaria and Baden-Württemberg, 9 % in the other Länder.',
  unit: 'rate',
  values: [
    {
      from: '2024-01-01',
      value: { '8': 8, '9': 9 },
      references: [germanyReferences.churchTaxRatesHamburg, germanyReferences.estg51a],
      note: 'The rates are decades older; dated from the first tax year this engine supports, not from their introduction.',
    },
  ],
};
