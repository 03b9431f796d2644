import { valueAt } from '../core/parameter';
import { futaMaximumCredit } from '../../params/us/irs/futa/maximum-credit';
import { futaTaxRate } from '../../params/us/irs/futa/tax-rate';
import { futaWageBase } from '../../params/us/irs/futa/wage-base';
import { additionalMedicareWithholdingThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-withholding-threshold';
import { selfEmploymentMedicareRate } from '../../params/us/irs/self-employment-tax/medicare-rate';
import { selfEmploymentNetEarningsFactor } from '../../params/us/irs/self-employment-tax/net-earnings-factor';
import { selfEmploymentSocialSecurityRate } from '../../params/us/irs/self-employment-tax/social-security-rate';
import { usPayrollHeadlines, type UsPayrollHeadlines } from './headline-figures';
import { usTaxYearStart } from './tax-year';

/** The figures the payroll tax page's explanation quotes: FICA as on the take-home page, plus FUTA and Schedule SE. */
export interface UsPayrollTaxHeadlines extends UsPayrollHeadlines {
  /** Wages from one employer above which the employer withholds Additional Medicare Tax, whatever the filing status. */
  readonly additionalMedicareWithholdingThreshold: number;
  readonly futaRate: number;
  readonly futaCredit: number;
  /** The rate with the whole credit, in percent. */
  readonly futaNetRate: number;
  readonly futaWageBase: number;
  readonly selfEmploymentSocialSecurityRate: number;
  readonly selfEmploymentMedicareRate: number;
  /** Schedule SE line 4a, in percent of net profit. */
  readonly selfEmploymentNetEarningsPercent: number;
}

export function usPayrollTaxHeadlines(taxYear: number): UsPayrollTaxHeadlines {
  const date = usTaxYearStart(taxYear);
  const futaRate = valueAt(futaTaxRate, date);
  const futaCredit = valueAt(futaMaximumCredit, date);
  return {
    ...usPayrollHeadlines(taxYear),
    additionalMedicareWithholdingThreshold: valueAt(additionalMedicareWithholdingThreshold, date),
    futaRate,
    futaCredit,
    // Whole thousandths of a percent, so 6.0 − 5.4 reads 0.6 and not 0.5999….
    futaNetRate: (Math.round(futaRate * 1000) - Math.round(futaCredit * 1000)) / 1000,
    futaWageBase: valueAt(futaWageBase, date),
    selfEmploymentSocialSecurityRate: valueAt(selfEmploymentSocialSecurityRate, date),
    selfEmploymentMedicareRate: valueAt(selfEmploymentMedicareRate, date),
    selfEmploymentNetEarningsPercent: valueAt(selfEmploymentNetEarningsFactor, date),
  };
}
