import type { UsFilingStatus } from './filing-status';

/** The three boxes of Form W-4 (2020 or later) Step 1(c); a separate return is withheld as single, a surviving spouse as joint. */
export const usW4FilingStatuses = ['single', 'married-joint', 'head-of-household'] as const;
export type UsW4FilingStatus = (typeof usW4FilingStatuses)[number];

export type UsAmountByW4Status = Readonly<Record<UsW4FilingStatus, number>>;

/** The Form W-4 box a return's filing status corresponds to (Form W-4 Step 1(c) labels). */
export function w4StatusFor(filingStatus: UsFilingStatus): UsW4FilingStatus {
  if (filingStatus === 'married-separate') return 'single';
  if (filingStatus === 'qualifying-surviving-spouse') return 'married-joint';
  return filingStatus;
}
