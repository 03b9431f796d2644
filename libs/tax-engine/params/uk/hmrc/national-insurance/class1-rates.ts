import type { IsoDate, Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

/** Primary (employee) Class 1 percentages. */
export interface Class1PrimaryRates {
  /** Main primary percentage, Primary Threshold to UEL. */
  readonly mainRate: number;
  /** Married women's and widows' reduced rate (SS(C)R 2001 reg. 131), Primary Threshold to UEL. */
  readonly reducedRate: number;
  /** Additional primary percentage above the UEL; also the only rate paid under a deferment (categories J, L, Z). */
  readonly additionalRate: number;
}

export interface Class1Rates extends Class1PrimaryRates {
  /** Secondary (employer) percentage above the Secondary Threshold (or above the category's upper secondary threshold). */
  readonly secondaryRate: number;
  /** A change of the primary rates part-way through the tax year: they apply to earnings paid on or after `from`. */
  readonly inYearChange?: { readonly from: IsoDate } & Pick<Class1PrimaryRates, 'mainRate' | 'reducedRate'>;
  /** Rates for a director's annual earnings period where the law sets a blend for the year. */
  readonly directorsAnnual?: Pick<Class1PrimaryRates, 'mainRate' | 'reducedRate'>;
}

export const class1Rates: Parameter<Class1Rates> = {
  description: 'Class 1 National Insurance percentages: employee main, reduced and additional rates and the employer rate.',
  unit: 'rate',
  values: [
    {
      from: '2023-04-06',
      value: {
        mainRate: 12,
        reducedRate: 5.85,
        additionalRate: 2,
        secondaryRate: 13.8,
        inYearChange: { from: '2024-01-06', mainRate: 10, reducedRate: 3.85 },
        directorsAnnual: { mainRate: 11.5, reducedRate: 5.35 },
      },
      references: [
        ukReferences.employerRates2023,
        ukReferences.niReduction2023,
        ukReferences.directorsNi2023,
        ukReferences.nim01625,
        ukReferences.nim01211,
      ],
      note:
        'Earnings paid on or before 5 January 2024 bear 12% (5.85% reduced rate), earnings paid from 6 January 2024 10% (3.85%). ' +
        "A director's annual earnings period uses 11.5% (5.35%) for the whole year: 275 days at the old rate and 91 at the new.",
    },
    {
      from: '2024-04-06',
      value: { mainRate: 8, reducedRate: 1.85, additionalRate: 2, secondaryRate: 13.8 },
      references: [ukReferences.employerRates2024, ukReferences.niReduction2024, ukReferences.nim01211],
    },
    {
      from: '2025-04-06',
      value: { mainRate: 8, reducedRate: 1.85, additionalRate: 2, secondaryRate: 15 },
      references: [ukReferences.employerRates2025, ukReferences.employerRates2026, ukReferences.niRates],
      note: 'The employer rate rose to 15% from 6 April 2025; unchanged in 2026-27.',
    },
  ],
};
