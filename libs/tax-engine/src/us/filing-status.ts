import type { LabelKey } from '../core/labels';

export const usFilingStatuses = [
  'single',
  'married-joint',
  'married-separate',
  'head-of-household',
  'qualifying-surviving-spouse',
] as const;
export type UsFilingStatus = (typeof usFilingStatuses)[number];

export const usFilingStatusLabels: Record<UsFilingStatus, string> = {
  single: 'Single',
  'married-joint': 'Married filing jointly',
  'married-separate': 'Married filing separately',
  'head-of-household': 'Head of household',
  'qualifying-surviving-spouse': 'Qualifying surviving spouse',
};

/** Each status as a label key, for sentences that name one ("the married filing jointly brackets apply"). */
export const usFilingStatusLabelKeys = {
  single: 'us.filingStatus.single',
  'married-joint': 'us.filingStatus.marriedJoint',
  'married-separate': 'us.filingStatus.marriedSeparate',
  'head-of-household': 'us.filingStatus.headOfHousehold',
  'qualifying-surviving-spouse': 'us.filingStatus.qualifyingSurvivingSpouse',
} as const satisfies Record<UsFilingStatus, LabelKey>;
