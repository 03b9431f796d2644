import { featureMessages } from '../../lib/i18n/feature-messages';
import { usPayrollTaxMessages } from './messages';

/** `t()` for the US payroll tax page: its own ids and the shared ones. */
export const usePayrollTaxT = featureMessages('us-payroll-tax', usPayrollTaxMessages);

export type PayrollTaxT = ReturnType<typeof usePayrollTaxT>;
