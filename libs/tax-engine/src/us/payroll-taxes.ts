import { citationOf, datedValueAt } from '../core/parameter';
import { label } from '../core/labels';
import { applyRate, fromMinor, sumMinor, toMinor } from '../core/money';
import type { BreakdownGroup } from '../core/result';
import { additionalMedicareTaxRate } from '../../params/us/irs/payroll-taxes/additional-medicare-rate';
import { additionalMedicareTaxThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-threshold';
import { medicareEmployeeRate } from '../../params/us/irs/payroll-taxes/medicare-rate';
import { socialSecurityEmployeeRate } from '../../params/us/irs/payroll-taxes/social-security-rate';
import { socialSecurityWageBase } from '../../params/us/ssa/social-security-wage-base';
import { breakdownGroup } from './federal/common';
import type { UsFilingStatus } from './filing-status';
import { usTaxYearStart, type UsTaxYear } from './tax-year';

export interface UsPayrollTaxesInput {
  /** Annual wages subject to FICA, in dollars, from one employer (no multiple-employer Social Security refund). */
  readonly wages: number;
  readonly filingStatus: UsFilingStatus;
  readonly taxYear: UsTaxYear;
}

/** The same figures in cents, for callers that compose further arithmetic without floating point. */
export interface UsPayrollTaxesMinor {
  readonly socialSecurity: number;
  readonly medicare: number;
  readonly additionalMedicare: number;
  readonly total: number;
}

export interface UsPayrollTaxes {
  /** Employee Social Security (OASDI) tax: 6.2% of wages up to the wage base, in dollars to the cent. */
  readonly socialSecurity: number;
  /** Employee Medicare tax: 1.45% of all wages. */
  readonly medicare: number;
  /**
   * Additional Medicare Tax as the employee's liability for the filing status (0.9% of wages above $200,000,
   * $250,000 joint or $125,000 married separate). It is not the amount withheld: employers withhold 0.9% on wages
   * above $200,000 whatever the filing status, and the difference is settled on Form 8959 with the return.
   */
  readonly additionalMedicare: number;
  readonly total: number;
  readonly socialSecurityWageBase: number;
  readonly additionalMedicareThreshold: number;
  /** Percent on the next dollar of wages. */
  readonly marginalRate: number;
  readonly minor: UsPayrollTaxesMinor;
  /** 'Payroll taxes (FICA)', type 'payroll-tax': one band per tax, each on its own base. */
  readonly bands: BreakdownGroup;
}

/** Employee FICA taxes on one year's wages; each tax rounded to the nearest cent (half up). */
export function calculateUsPayrollTaxes(input: UsPayrollTaxesInput): UsPayrollTaxes {
  const date = usTaxYearStart(input.taxYear);
  const wagesMinor = toMinor(input.wages);
  if (wagesMinor < 0) throw new RangeError('wages must be zero or more');

  const wageBaseEntry = datedValueAt(socialSecurityWageBase, date);
  const socialSecurityRateEntry = datedValueAt(socialSecurityEmployeeRate, date);
  const medicareRateEntry = datedValueAt(medicareEmployeeRate, date);
  const additionalRateEntry = datedValueAt(additionalMedicareTaxRate, date);
  const additionalThresholdEntry = datedValueAt(additionalMedicareTaxThreshold, date);

  const wageBaseMinor = toMinor(wageBaseEntry.value);
  const thresholdMinor = toMinor(additionalThresholdEntry.value[input.filingStatus]);
  const socialSecurityWagesMinor = Math.min(wagesMinor, wageBaseMinor);
  const additionalWagesMinor = Math.max(0, wagesMinor - thresholdMinor);

  const socialSecurityMinor = applyRate(socialSecurityWagesMinor, socialSecurityRateEntry.value, 'half-up');
  const medicareMinor = applyRate(wagesMinor, medicareRateEntry.value, 'half-up');
  const additionalMedicareMinor = applyRate(additionalWagesMinor, additionalRateEntry.value, 'half-up');
  const totalMinor = sumMinor([socialSecurityMinor, medicareMinor, additionalMedicareMinor]);

  const marginalRate =
    (wagesMinor < wageBaseMinor ? socialSecurityRateEntry.value : 0) +
    medicareRateEntry.value +
    (wagesMinor >= thresholdMinor ? additionalRateEntry.value : 0);

  const bands = breakdownGroup(
    'Payroll taxes (FICA)',
    label('us.group.payrollTaxes'),
    'payroll-tax',
    [
      {
        band: 'Social Security (OASDI), wages up to the wage base',
        label: label('us.payroll.band.socialSecurity'),
        rate: socialSecurityRateEntry.value,
        taxableAmount: fromMinor(socialSecurityWagesMinor),
        amount: fromMinor(socialSecurityMinor),
        reference: `${citationOf(socialSecurityRateEntry)}; ${citationOf(wageBaseEntry)}`,
      },
      {
        band: 'Medicare',
        label: label('us.payroll.band.medicare'),
        rate: medicareRateEntry.value,
        taxableAmount: fromMinor(wagesMinor),
        amount: fromMinor(medicareMinor),
        reference: citationOf(medicareRateEntry),
      },
      {
        band: 'Additional Medicare Tax, wages above the filing-status threshold',
        label: label('us.payroll.band.additionalMedicare'),
        rate: additionalRateEntry.value,
        taxableAmount: fromMinor(additionalWagesMinor),
        amount: fromMinor(additionalMedicareMinor),
        reference: `${citationOf(additionalRateEntry)}; ${citationOf(additionalThresholdEntry)}`,
      },
    ],
    totalMinor,
  );

  return {
    socialSecurity: fromMinor(socialSecurityMinor),
    medicare: fromMinor(medicareMinor),
    additionalMedicare: fromMinor(additionalMedicareMinor),
    total: fromMinor(totalMinor),
    socialSecurityWageBase: wageBaseEntry.value,
    additionalMedicareThreshold: fromMinor(thresholdMinor),
    marginalRate: Math.round(marginalRate * 1000) / 1000,
    minor: { socialSecurity: socialSecurityMinor, medicare: medicareMinor, additionalMedicare: additionalMedicareMinor, total: totalMinor },
    bands,
  };
}
