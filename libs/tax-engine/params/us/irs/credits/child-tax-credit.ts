import type { Parameter, Reference } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

/** The Child Tax Credit, the Credit for Other Dependents and the Additional Child Tax Credit (IRC §24, Schedule 8812). */
export interface ChildTaxCreditValues {
  /** Credit per qualifying child under 17 with a Social Security number (§24(h)(2), §24(i)(2)). */
  readonly perChild: number;
  /** Credit for Other Dependents per other dependent (§24(h)(4)); not refundable. */
  readonly perOtherDependent: number;
  /** Modified AGI above which the credits phase out (§24(h)(3)): joint returns, and every other return. */
  readonly phaseOutThresholdJoint: number;
  readonly phaseOutThreshold: number;
  /** The credits fall by `phaseOutPerStep` for each `phaseOutStep` (or part of it) above the threshold (§24(b)(1)). */
  readonly phaseOutStep: number;
  readonly phaseOutPerStep: number;
  /** Refundable Additional Child Tax Credit per child at most (§24(h)(5), §24(i)(1)). */
  readonly refundablePerChild: number;
  /** ACTC: `refundableRate` of earned income above `earnedIncomeThreshold` (§24(d)(1)(B)(i), §24(h)(6)). */
  readonly earnedIncomeThreshold: number;
  readonly refundableRate: number;
  /** With this many children or more, the ACTC may instead be Social Security taxes less the EIC (§24(d)(1)(B)(ii); Schedule 8812 Part II-B). */
  readonly childrenForPayrollTaxAlternative: number;
}

const irc24: Reference = {
  title:
    '26 U.S.C. §24 (child tax credit: (b) phase-out $50 per $1,000 over the threshold, (d) refundable portion, (h) 2018 onward: $400,000 joint / $200,000 other threshold, $500 other dependents, $2,500 earned-income threshold)',
  href: 'https://www.law.cornell.edu/uscode/text/26/24',
};
const schedule8812Instructions: Reference = {
  title: 'IRS Instructions for Schedule 8812 (Form 1040), Credits for Qualifying Children and Other Dependents',
  href: 'https://www.irs.gov/instructions/i1040s8',
};

const fixedByStatute = {
  perOtherDependent: 500,
  phaseOutThresholdJoint: 400_000,
  phaseOutThreshold: 200_000,
  phaseOutStep: 1_000,
  phaseOutPerStep: 50,
  earnedIncomeThreshold: 2_500,
  refundableRate: 0.15,
  childrenForPayrollTaxAlternative: 3,
} as const;

export const childTaxCredit: Parameter<ChildTaxCreditValues> = {
  description:
    'Child Tax Credit per qualifying child, Credit for Other Dependents, their phase-out, and the refundable Additional Child Tax Credit.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: { ...fixedByStatute, perChild: 2_000, refundablePerChild: 1_600 },
      references: [
        {
          ...usFederalReferences.revProc2022_38,
          title: 'IRS Rev. Proc. 2022-38, "Child Tax Credit" section (p. 9) (2023: refundable portion at most $1,600 per child)',
        },
        irc24,
        schedule8812Instructions,
      ],
    },
    {
      from: '2024-01-01',
      value: { ...fixedByStatute, perChild: 2_000, refundablePerChild: 1_700 },
      references: [
        {
          ...usFederalReferences.revProc2023_34,
          title: 'IRS Rev. Proc. 2023-34, "Child Tax Credit" section (p. 9) (2024: refundable portion at most $1,700 per child)',
        },
        irc24,
        schedule8812Instructions,
      ],
    },
    {
      from: '2025-01-01',
      value: { ...fixedByStatute, perChild: 2_200, refundablePerChild: 1_700 },
      references: [
        {
          ...usFederalReferences.pl119_21,
          title:
            'Public Law 119-21 (H.R. 1, "One Big Beautiful Bill Act"), §70104: child tax credit $2,200 per child from 2025, indexed after 2025',
        },
        {
          ...usFederalReferences.revProc2024_40,
          title: 'IRS Rev. Proc. 2024-40, "Child Tax Credit" section (p. 8) (2025: refundable portion at most $1,700 per child)',
        },
        irc24,
        schedule8812Instructions,
      ],
      note: 'Before P.L. 119-21 the 2025 credit was $2,000; §70104 raised it to $2,200 for taxable years beginning after 31 December 2024.',
    },
    {
      from: '2026-01-01',
      value: { ...fixedByStatute, perChild: 2_200, refundablePerChild: 1_700 },
      references: [
        {
          ...usFederalReferences.revProc2025_32,
          title:
            'IRS Rev. Proc. 2025-32, "Child Tax Credit" section (p. 13) (2026: $2,200 per child; refundable portion at most $1,700 per child)',
        },
        usFederalReferences.irsInflationAdjustments2026,
        irc24,
      ],
      note: 'Both amounts are indexed (§24(i)) but rounded down to a multiple of $100, so neither moved for 2026.',
    },
  ],
};
