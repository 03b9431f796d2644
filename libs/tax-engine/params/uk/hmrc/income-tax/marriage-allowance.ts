import type { Parameter } from '../../../../src/core/parameter';
import { incomeTaxReferences } from './references';

export interface MarriageAllowance {
  /** Percent of the standard personal allowance that can be transferred. */
  readonly transferablePercent: number;
  /** The transferable amount is rounded up to a multiple of this many pounds. */
  readonly roundUpTo: number;
  /** Percent: the receiver's tax reduction is the transferable amount at the basic rate. */
  readonly reliefRate: number;
}

export const marriageAllowance: Parameter<MarriageAllowance> = {
  description:
    "Marriage Allowance: the part of a spouse's personal allowance that can be transferred, and the rate of the receiver's tax reduction.",
  unit: 'GBP',
  values: [
    {
      from: '2015-04-06',
      value: { transferablePercent: 10, roundUpTo: 10, reliefRate: 20 },
      references: [incomeTaxReferences.ita2007s55B, incomeTaxReferences.marriageAllowance],
      note: '10% of £12,570 is £1,257, rounded up to £1,260: a reduction of up to £252 a year in each year from 2023-24 to 2026-27.',
    },
  ],
};
