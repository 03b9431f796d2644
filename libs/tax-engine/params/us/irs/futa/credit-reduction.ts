import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export interface FutaCreditReductions {
  /** Percentage points by which the FUTA credit is reduced for wages paid in a state, by USPS code; absent: none. */
  readonly byState: Readonly<Record<string, number>>;
  /** False until the Department of Labor's final list for the year has been read. */
  readonly final: boolean;
}

/**
 * Credit reduction states (IRC §3302(c)(2)): a state with Title XII advances outstanding on 1 January of two or more
 * consecutive years and still on 10 November loses 0.3 percentage points of the credit per year. The Department of
 * Labor names them each November; the year's Schedule A (Form 940) repeats the list.
 */
export const futaCreditReduction: Parameter<FutaCreditReductions> = {
  description: 'FUTA credit reduction for wages paid in each credit reduction state or territory, in percentage points.',
  unit: 'rate',
  values: [
    {
      from: '2023-01-01',
      value: { byState: { CA: 0.6, NY: 0.6, VI: 3.9 }, final: true },
      references: [
        usFederalReferences.dolFutaCreditReductionsHistory,
        usFederalReferences.irsForm940ScheduleA2023,
        usFederalReferences.dolFutaCreditReductions,
      ],
      note: 'Present so that every US tax year the engine knows has a value; the payroll calculator offers 2024 to 2026.',
    },
    {
      from: '2024-01-01',
      value: { byState: { CA: 0.9, NY: 0.9, VI: 4.2 }, final: true },
      references: [usFederalReferences.dolFutaCreditReductions2024, usFederalReferences.dolFutaCreditReductions],
      note: 'Connecticut repaid its advances before 10 November 2024 and appears on the final list at 0.0%.',
    },
    {
      from: '2025-01-01',
      value: { byState: { CA: 1.2, VI: 4.5 }, final: true },
      references: [
        usFederalReferences.dolFutaCreditReductionsHistory,
        usFederalReferences.irsForm940ScheduleA2025,
        usFederalReferences.dolFutaCreditReductions,
      ],
      note: 'Final list of 10 November 2025: Connecticut and New York repaid their advances in time and stand at 0.0%.',
    },
    {
      from: '2026-01-01',
      value: { byState: {}, final: false },
      references: [
        {
          ...usFederalReferences.dolFutaCreditReductions,
          title: 'U.S. Department of Labor, FUTA credit reductions: the final list for 2026 is set after 10 November 2026',
        },
      ],
      note: 'The final 2026 list was not found in the sources searched (November 2026): no reduction is applied, and the calculator says so for a state that had one in 2025.',
    },
  ],
};
