/**
 * Structural tests over the Corporation Tax parameters: keyed by financial year (from 1 April), described, cited,
 * every financial year of a supported accounting period present, rates valid percents and limits rising.
 */
import type { Parameter } from '../../src/core/parameter';
import { valueAt } from '../../src/core/parameter';
import { corporationTaxSupportedPeriod } from '../../src/uk/corporation-tax';
import { instalmentThresholds } from '../../params/uk/hmrc/corporation-tax/instalment-thresholds';
import { corporationTaxReferences } from '../../params/uk/hmrc/corporation-tax/references';
import { corporationTaxRates } from '../../params/uk/hmrc/corporation-tax/rates';
import { describeWellFormedParameters, expectEveryExportedParameterListed } from '../support/parameter-checks';

const corporationTaxParameters: ReadonlyArray<readonly [string, Parameter<unknown>]> = [
  ['corporationTaxRates', corporationTaxRates],
  ['instalmentThresholds', instalmentThresholds],
];

describe('Corporation Tax parameters', () => {
  test('the list holds every parameter exported from params/uk/hmrc/corporation-tax', () => {
    expectEveryExportedParameterListed(['uk/hmrc/corporation-tax'], corporationTaxParameters);
  });

  describeWellFormedParameters(corporationTaxParameters, { pattern: /^\d{4}-04-01$/, label: '1 April (financial year)' });

  test('financial years 2023 to 2026 each have rates, with the supported periods running from 1 April 2023 to 31 March 2027', () => {
    expect(corporationTaxSupportedPeriod()).toEqual({ from: '2023-04-01', to: '2027-03-31' });
    for (const year of [2023, 2024, 2025, 2026]) {
      const rates = valueAt(corporationTaxRates, `${year}-04-01`);
      expect(rates.smallProfitsRate).toBeLessThan(rates.mainRate);
      expect(rates.lowerLimit).toBeLessThan(rates.upperLimit);
      expect(rates.mainRate).toBeLessThanOrEqual(100);
      expect(corporationTaxRates.values.some((entry) => entry.from === `${year}-04-01`)).toBe(true);
    }
  });

  test('the marginal relief fraction makes the tax continuous at the upper limit and the marginal rate 26.5% (CTM03925)', () => {
    for (const entry of corporationTaxRates.values) {
      const { mainRate, smallProfitsRate, lowerLimit, upperLimit, marginalReliefFraction } = entry.value;
      const fraction = marginalReliefFraction.numerator / marginalReliefFraction.denominator;
      // At the lower limit: main rate less full relief equals the small profits rate on the same profits.
      expect(lowerLimit * (mainRate / 100) - fraction * (upperLimit - lowerLimit)).toBeCloseTo(lowerLimit * (smallProfitsRate / 100), 6);
    }
  });

  test('the instalment thresholds rise: large below very large', () => {
    for (const entry of instalmentThresholds.values)
      expect(entry.value.largeCompanyProfits).toBeLessThan(entry.value.veryLargeCompanyProfits);
  });

  test('every Corporation Tax reference has a title and an https href', () => {
    for (const reference of Object.values(corporationTaxReferences)) expect(reference.href).toMatch(/^https:\/\/\S+$/);
  });
});
