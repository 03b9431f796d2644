import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useWageTaxT } from '../wage-tax/use-wage-tax-t';
import { coupleMessages } from './messages';

/** `t()` for the couple mode: its own ids, the wage-tax mode's (the mode switch, the church options) and the shared ones. */
export const useCoupleT = featureMessages('de-tax-class-choice', coupleMessages, useWageTaxT);
