import type { Parameter } from '../../../src/core/parameter';
import { ustgReferences } from './references';

export interface SmallBusinessLimits {
  /** The previous calendar year's turnover must not have exceeded this, in euros. */
  readonly previousYear: number;
  /** The current calendar year's turnover must not exceed this, in euros. */
  readonly currentYear: number;
  /**
   * 'forecast': the current-year limit is tested once, at the start of the year, on the expected turnover (§ 19 Abs. 1
   * UStG until 2024). 'actual': the limit applies to the turnover as it accrues and the supply that exceeds it is
   * already taxed normally (§ 19 Abs. 1 Satz 1 Nr. 2 UStG from 2025).
   */
  readonly currentYearTest: 'forecast' | 'actual';
}

export const smallBusinessLimits: Parameter<SmallBusinessLimits> = {
  description:
    'Turnover limits of the small-business scheme (Kleinunternehmerregelung, § 19 UStG) and how the current-year limit is tested.',
  unit: 'EUR',
  values: [
    {
      from: '2020-01-01',
      value: { previousYear: 22_000, currentYear: 50_000, currentYearTest: 'forecast' },
      references: [ustgReferences.buerokratieentlastungsgesetz3],
    },
    {
      from: '2025-01-01',
      value: { previousYear: 25_000, currentYear: 100_000, currentYearTest: 'actual' },
      references: [ustgReferences.ustg19, ustgReferences.jstg2024, ustgReferences.bmfKleinunternehmer2025],
    },
  ],
};
