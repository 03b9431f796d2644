import type { Parameter } from '../../../src/core/parameter';
import { ustgReferences } from './references';

export interface GermanVatRates {
  /** Allgemeiner Steuersatz, § 12 Abs. 1 UStG. */
  readonly standard: number;
  /** Ermäßigter Steuersatz, § 12 Abs. 2 UStG. */
  readonly reduced: number;
}

export const germanVatRates: Parameter<GermanVatRates> = {
  description: 'German VAT (Umsatzsteuer) rates in percent of the net amount: the standard rate and the reduced rate (§ 12 UStG).',
  unit: 'rate',
  values: [
    {
      from: '2021-01-01',
      value: { standard: 19, reduced: 7 },
      references: [ustgReferences.ustg12, ustgReferences.zweitesCoronaSteuerhilfegesetz],
      note: '19 % applies since 2007 and 7 % since 1983; they were 16 % and 5 % from 1 July to 31 December 2020. German parameters start on 1 January, so the values are dated from their return on 1 January 2021 and earlier supplies are not calculated.',
    },
  ],
};
