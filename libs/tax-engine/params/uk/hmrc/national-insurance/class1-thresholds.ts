import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

/** The earnings periods whose thresholds HMRC publishes (other periods are multiples of the weekly figures). */
export const niEarningsPeriods = ['weekly', 'monthly', 'annual'] as const;
export type NiEarningsPeriod = (typeof niEarningsPeriods)[number];

/** Class 1 limits and thresholds for one earnings period, in pounds. */
export interface Class1ThresholdSet {
  /** Lower Earnings Limit: earnings from here count for benefits, though nothing is paid below the Primary Threshold. */
  readonly lowerEarningsLimit: number;
  readonly primaryThreshold: number;
  readonly secondaryThreshold: number;
  readonly upperEarningsLimit: number;
  /** Upper Secondary Threshold for employees under 21 (categories M and Z). */
  readonly upperSecondaryThreshold: number;
  /** Apprentice Upper Secondary Threshold, apprentices under 25 (category H). */
  readonly apprenticeUpperSecondaryThreshold: number;
  /** Veterans' Upper Secondary Threshold, the first year of a veteran's civilian employment (category V). */
  readonly veteransUpperSecondaryThreshold: number;
  /** Freeport Upper Secondary Threshold (categories F, I, L, S). */
  readonly freeportUpperSecondaryThreshold: number;
  /** Investment Zone Upper Secondary Threshold (categories N, E, D, K), from 6 April 2024; absent before. */
  readonly investmentZoneUpperSecondaryThreshold?: number;
}

export type Class1Thresholds = Readonly<Record<NiEarningsPeriod, Class1ThresholdSet>>;

const upper = { weekly: 967, monthly: 4_189, annual: 50_270 } as const;
const freeport = { weekly: 481, monthly: 2_083, annual: 25_000 } as const;

/**
 * The weekly and monthly figures are the ones HMRC publishes (prescribed equivalents rounded by regulation), not the
 * annual figure divided: a monthly Primary Threshold of £1,048 is 12,576 a year, not 12,570.
 */
function thresholds(
  lel: Record<NiEarningsPeriod, number>,
  st: Record<NiEarningsPeriod, number>,
  investmentZone: boolean,
): Class1Thresholds {
  const pt = { weekly: 242, monthly: 1_048, annual: 12_570 };
  const set = (period: NiEarningsPeriod): Class1ThresholdSet => ({
    lowerEarningsLimit: lel[period],
    primaryThreshold: pt[period],
    secondaryThreshold: st[period],
    upperEarningsLimit: upper[period],
    upperSecondaryThreshold: upper[period],
    apprenticeUpperSecondaryThreshold: upper[period],
    veteransUpperSecondaryThreshold: upper[period],
    freeportUpperSecondaryThreshold: freeport[period],
    ...(investmentZone ? { investmentZoneUpperSecondaryThreshold: freeport[period] } : {}),
  });
  return { weekly: set('weekly'), monthly: set('monthly'), annual: set('annual') };
}

export const class1Thresholds: Parameter<Class1Thresholds> = {
  description:
    'Class 1 National Insurance limits and thresholds (LEL, PT, ST, UEL and the upper secondary thresholds) per weekly, monthly and annual earnings period.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: thresholds({ weekly: 123, monthly: 533, annual: 6_396 }, { weekly: 175, monthly: 758, annual: 9_100 }, false),
      references: [ukReferences.employerRates2023, ukReferences.nim01535],
      note: 'Investment Zone relief and its categories (N, E, D, K) start on 6 April 2024.',
    },
    {
      from: '2024-04-06',
      value: thresholds({ weekly: 123, monthly: 533, annual: 6_396 }, { weekly: 175, monthly: 758, annual: 9_100 }, true),
      references: [ukReferences.employerRates2024, ukReferences.nim01535],
    },
    {
      from: '2025-04-06',
      value: thresholds({ weekly: 125, monthly: 542, annual: 6_500 }, { weekly: 96, monthly: 417, annual: 5_000 }, true),
      references: [ukReferences.employerRates2025, ukReferences.nim01535],
      note: 'The Secondary Threshold fell to £5,000 a year (£96 a week, £417 a month) from 6 April 2025.',
    },
    {
      from: '2026-04-06',
      value: thresholds({ weekly: 129, monthly: 559, annual: 6_708 }, { weekly: 96, monthly: 417, annual: 5_000 }, true),
      references: [ukReferences.employerRates2026, ukReferences.thresholdsFreeze2026, ukReferences.niRates],
      note:
        'Only the Lower Earnings Limit changed (£129 a week, £559 a month, £6,708 a year, announced at the Autumn Budget 2025); ' +
        'the Primary Threshold and UEL stay frozen to 2027-28 and the Secondary Threshold at £5,000.',
    },
  ],
};
