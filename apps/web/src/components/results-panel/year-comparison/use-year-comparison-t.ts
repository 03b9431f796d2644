import { featureMessages } from '../../../lib/i18n/feature-messages';
import { yearComparisonMessages } from './messages';

/** `t()` for the "compared with the previous year" card: its own ids and the shared ones. */
export const useYearComparisonT = featureMessages('year-comparison', yearComparisonMessages);
