import { featureMessages } from '../../lib/i18n/feature-messages';
import { ukIncomeTaxMoreMessages } from './more-income-messages';
import { useIncomeTaxT } from './use-income-tax-t';

/** `t()` for the fields of "More income and allowances": their own ids (registered with their chunk) and the page's. */
export const useMoreIncomeT = featureMessages('uk-income-tax-more', ukIncomeTaxMoreMessages, useIncomeTaxT);
