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
