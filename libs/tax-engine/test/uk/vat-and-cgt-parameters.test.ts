/**
 * Structural tests over the VAT and Capital Gains Tax parameters. Both change on the day a law says (VAT thresholds on
 * 1 April, CGT rates on 30 October 2024), so values are keyed by real effective dates, not 6 April; otherwise they
 * meet the same checks as every parameter (test/support/parameter-checks.ts), and every CGT parameter is in force
 * from the first day of every supported tax year.
 */
import { valueAt, type Parameter } from '../../src/core/parameter';
import { ukTaxYears, ukTaxYearStart } from '../../src/uk/tax-year';
import { vatSupportedFrom } from '../../src/uk/vat/vat';
import { cgtAnnualExemptAmount } from '../../params/uk/hmrc/capital-gains-tax/annual-exempt-amount';
import { cgtMainRates, cgtReliefLifetimeLimits, cgtReliefRates } from '../../params/uk/hmrc/capital-gains-tax/rates';
import { cgtReferences } from '../../params/uk/hmrc/capital-gains-tax/references';
import { ukPropertyReturnDays } from '../../params/uk/hmrc/capital-gains-tax/uk-property-return';
import {
  flatRateFirstYearReduction,
  flatRateLimitedCostBusinessPercentage,
  flatRateLimitedCostBusinessTest,
  flatRatePercentages,
  flatRateSchemeLimits,
} from '../../params/uk/hmrc/vat/flat-rate-scheme';
import { vatNotificationPeriodDays } from '../../params/uk/hmrc/vat/notification-period';
import { vatReducedRate, vatStandardRate, vatZeroRate } from '../../params/uk/hmrc/vat/rates';
import { vatReferences } from '../../params/uk/hmrc/vat/references';
import { vatDeregistrationThreshold, vatRegistrationThreshold } from '../../params/uk/hmrc/vat/registration-thresholds';
import { describeWellFormedParameters, expectEveryExportedParameterListed, type NamedParameters } from '../support/parameter-checks';

const vatParameters: NamedParameters = [
  ['vatStandardRate', vatStandardRate],
  ['vatReducedRate', vatReducedRate],
  ['vatZeroRate', vatZeroRate],
  ['vatRegistrationThreshold', vatRegistrationThreshold],
  ['vatDeregistrationThreshold', vatDeregistrationThreshold],
  ['vatNotificationPeriodDays', vatNotificationPeriodDays],
  ['flatRatePercentages', flatRatePercentages],
  ['flatRateLimitedCostBusinessPercentage', flatRateLimitedCostBusinessPercentage],
  ['flatRateLimitedCostBusinessTest', flatRateLimitedCostBusinessTest],
  ['flatRateFirstYearReduction', flatRateFirstYearReduction],
  ['flatRateSchemeLimits', flatRateSchemeLimits],
];

const cgtParameters: NamedParameters = [
  ['cgtAnnualExemptAmount', cgtAnnualExemptAmount],
  ['cgtMainRates', cgtMainRates],
  ['cgtReliefRates', cgtReliefRates],
  ['cgtReliefLifetimeLimits', cgtReliefLifetimeLimits],
  ['ukPropertyReturnDays', ukPropertyReturnDays],
];

const realDate = { pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, label: 'a real effective date' };

describe('VAT parameters', () => {
  test('the list holds every parameter exported from params/uk/hmrc/vat', () => {
    expectEveryExportedParameterListed(['uk/hmrc/vat'], vatParameters);
  });
  describeWellFormedParameters(vatParameters, realDate);

  test('every VAT parameter is in force from the first date the VAT calculator supports', () => {
    for (const [name, parameter] of vatParameters)
      if (
        parameter !== flatRateLimitedCostBusinessPercentage &&
        parameter !== flatRateLimitedCostBusinessTest &&
        parameter !== vatRegistrationThreshold &&
        parameter !== vatDeregistrationThreshold
      )
        expect({ name, inForce: parameter.values[0]!.from <= vatSupportedFrom }).toEqual({ name, inForce: true });
  });

  test('the registration threshold is above the deregistration threshold on every date either changes', () => {
    for (const { from } of [...vatRegistrationThreshold.values, ...vatDeregistrationThreshold.values])
      expect(valueAt(vatRegistrationThreshold, from)).toBeGreaterThan(valueAt(vatDeregistrationThreshold, from));
  });

  test('flat rates are percents with at most three decimals, below the standard rate', () => {
    for (const entry of flatRatePercentages.values)
      for (const [sector, percent] of Object.entries(entry.value)) {
        expect({
          sector,
          ok: percent > 0 && percent < valueAt(vatStandardRate, entry.from) && Math.round(percent * 1000) === percent * 1000,
        }).toEqual({
          sector,
          ok: true,
        });
      }
  });

  test('every shared VAT reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries(vatReferences))
      expect({ key, ok: reference.title.trim().length > 0 && /^https:\/\/\S+$/.test(reference.href) }).toEqual({ key, ok: true });
  });
});

describe('Capital Gains Tax parameters', () => {
  test('the list holds every parameter exported from params/uk/hmrc/capital-gains-tax', () => {
    expectEveryExportedParameterListed(['uk/hmrc/capital-gains-tax'], cgtParameters);
  });
  describeWellFormedParameters(cgtParameters, realDate);

  test.each([...ukTaxYears])('every CGT parameter has a value in force on the first day of %s', (year) => {
    for (const [name, parameter] of cgtParameters as ReadonlyArray<readonly [string, Parameter<unknown>]>)
      expect({ name, inForce: parameter.values[0]!.from <= ukTaxYearStart(year) }).toEqual({ name, inForce: true });
  });

  test('higher rates are above lower rates; relief rates never above the higher rate', () => {
    for (const entry of cgtMainRates.values) {
      for (const pair of Object.values(entry.value)) expect(pair.higherRate).toBeGreaterThan(pair.lowerRate);
      const relief = valueAt(cgtReliefRates, entry.from);
      expect(relief.businessAssetDisposalRelief).toBeLessThanOrEqual(entry.value.other.higherRate);
    }
  });

  test('every shared CGT reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries(cgtReferences))
      expect({ key, ok: reference.title.trim().length > 0 && /^https:\/\/\S+$/.test(reference.href) }).toEqual({ key, ok: true });
  });
});
