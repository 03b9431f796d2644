import type { Parameter } from '../../../../src/core/parameter';

/** One run of equal-width rows of the Tax Table, in dollars of taxable income: [from, to) in rows `width` wide. */
export interface TaxTableSegment {
  readonly from: number;
  readonly to: number;
  readonly width: number;
}

export interface TaxTableLayout {
  /** The Tax Table covers taxable income below this amount; from it, the Tax Computation Worksheet applies. */
  readonly upTo: number;
  readonly segments: readonly TaxTableSegment[];
}

const instructions2023 = {
  title:
    'IRS 2023 Instructions for Form 1040, "2023 Tax Table" (rows $0-5, $5-15, $15-25, then $25 rows to $3,000 and $50 rows to $100,000; tax figured on the row midpoint) and "Tax Computation Worksheet" for $100,000 or more',
  href: 'https://www.irs.gov/pub/irs-prior/i1040gi--2023.pdf',
};
const instructions2024 = {
  title: 'IRS 2024 Instructions for Form 1040, "2024 Tax Table" and "2024 Tax Computation Worksheet" (same row layout)',
  href: 'https://www.irs.gov/pub/irs-prior/i1040gi--2024.pdf',
};
const taxTableBooklet = {
  title: 'IRS Form 1040 Tax Table and Tax Computation Worksheet booklet (i1040tt)',
  href: 'https://www.irs.gov/pub/irs-pdf/i1040tt.pdf',
};

export const taxTableLayout: Parameter<TaxTableLayout> = {
  description:
    "Row layout of the IRS Tax Table for Form 1040, whose tax is the rate-table tax on each row's midpoint rounded to whole dollars.",
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: {
        upTo: 100_000,
        segments: [
          { from: 0, to: 5, width: 5 },
          { from: 5, to: 25, width: 10 },
          { from: 25, to: 3_000, width: 25 },
          { from: 3_000, to: 100_000, width: 50 },
        ],
      },
      references: [instructions2023, instructions2024, taxTableBooklet],
      note: 'The layout has been the same for many years; the 2025 and 2026 tables were not checked against a published copy (the 2026 Tax Table is published with the 2026 Form 1040 instructions, around the turn of the year).',
    },
  ],
};
