/**
 * Structural tests over every German parameter: described, unit, dated 1 January in ascending order, cited,
 * in force for every supported tax year, tariff zone limits rising and the formulas continuous at the limits.
 */
import { valueAt } from '../../src/core/parameter';
import { germanTaxYears, germanTaxYearStart } from '../../src/germany/tax-year';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { incomeTaxTariff, type IncomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { singleParentRelief } from '../../params/germany/estg/single-parent-relief';
import { annualAssessmentDeductions, jointChildAllowance } from '../../params/germany/estg/annual-assessment-deductions';
import { solidaritySurchargeExemptionLimit } from '../../params/germany/solzg/solidarity-surcharge-exemption-limit';
import { solidaritySurchargePhaseInRate } from '../../params/germany/solzg/solidarity-surcharge-phase-in-rate';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { germanyReferences } from '../../params/germany/references';
import { careInsuranceChildDiscount } from '../../params/germany/sgb/care-child-discount';
import { careInsuranceChildlessSurcharge } from '../../params/germany/sgb/care-childless-surcharge';
import { careInsuranceRate } from '../../params/germany/sgb/care-rate';
import { careInsuranceSaxonyShift } from '../../params/germany/sgb/care-saxony-shift';
import { contributionCeilings } from '../../params/germany/sgb/contribution-ceilings';
import { employerLevies } from '../../params/germany/sgb/employer-levies';
import { healthInsuranceAverageAddOnRate } from '../../params/germany/sgb/health-average-add-on-rate';
import { healthInsuranceGeneralRate } from '../../params/germany/sgb/health-general-rate';
import { midijobFactor } from '../../params/germany/sgb/midijob-factor';
import { midijobUpperLimit } from '../../params/germany/sgb/midijob-upper-limit';
import { minijobEmployerRates } from '../../params/germany/sgb/minijob-employer-rates';
import { minijobLimit } from '../../params/germany/sgb/minijob-limit';
import { pensionInsuranceRate } from '../../params/germany/sgb/pension-rate';
import { unemploymentInsuranceRate } from '../../params/germany/sgb/unemployment-rate';
import { germanVatRates } from '../../params/germany/ustg/vat-rates';
import { smallBusinessLimits } from '../../params/germany/ustg/small-business-limits';
import { inheritanceAllowances } from '../../params/germany/erbstg/allowances';
import { familyHomeLivingAreaLimit, pensionAllowances } from '../../params/germany/erbstg/exemptions';
import { inheritanceHardshipRelief, inheritanceTaxRates } from '../../params/germany/erbstg/rates';
import { corporateTaxRate } from '../../params/germany/kstg/corporate-tax-rate';
import { municipalHebesaetze } from '../../params/germany/gewstg/municipal-hebesaetze';
import { minimumHebesatz, tradeTaxAllowance, tradeTaxBaseRate, tradeTaxCreditFactor } from '../../params/germany/gewstg/trade-tax';
import { flatCapitalIncomeTaxRate, saverAllowance } from '../../params/germany/estg/capital-income-tax';
import { fundPartialExemptions } from '../../params/germany/invstg/partial-exemptions';
import { describeWellFormedParameters, expectEveryExportedParameterListed, type NamedParameters } from '../support/parameter-checks';

/** Every German parameter, by name. A new parameter file must be added here (checked below). */
const germanParameters: NamedParameters = [
  ['incomeTaxTariff', incomeTaxTariff],
  ['singleParentRelief', singleParentRelief],
  ['annualAssessmentDeductions', annualAssessmentDeductions],
  ['jointChildAllowance', jointChildAllowance],
  ['solidaritySurchargeRate', solidaritySurchargeRate],
  ['solidaritySurchargePhaseInRate', solidaritySurchargePhaseInRate],
  ['solidaritySurchargeExemptionLimit', solidaritySurchargeExemptionLimit],
  ['churchTaxRates', churchTaxRates],
  ['careInsuranceChildDiscount', careInsuranceChildDiscount],
  ['careInsuranceChildlessSurcharge', careInsuranceChildlessSurcharge],
  ['careInsuranceRate', careInsuranceRate],
  ['careInsuranceSaxonyShift', careInsuranceSaxonyShift],
  ['contributionCeilings', contributionCeilings],
  ['employerLevies', employerLevies],
  ['healthInsuranceAverageAddOnRate', healthInsuranceAverageAddOnRate],
  ['healthInsuranceGeneralRate', healthInsuranceGeneralRate],
  ['midijobFactor', midijobFactor],
  ['midijobUpperLimit', midijobUpperLimit],
  ['minijobEmployerRates', minijobEmployerRates],
  ['minijobLimit', minijobLimit],
  ['pensionInsuranceRate', pensionInsuranceRate],
  ['unemploymentInsuranceRate', unemploymentInsuranceRate],
  ['germanVatRates', germanVatRates],
  ['smallBusinessLimits', smallBusinessLimits],
  ['inheritanceAllowances', inheritanceAllowances],
  ['pensionAllowances', pensionAllowances],
  ['familyHomeLivingAreaLimit', familyHomeLivingAreaLimit],
  ['inheritanceTaxRates', inheritanceTaxRates],
  ['inheritanceHardshipRelief', inheritanceHardshipRelief],
  ['corporateTaxRate', corporateTaxRate],
  ['tradeTaxBaseRate', tradeTaxBaseRate],
  ['tradeTaxAllowance', tradeTaxAllowance],
  ['minimumHebesatz', minimumHebesatz],
  ['tradeTaxCreditFactor', tradeTaxCreditFactor],
  ['municipalHebesaetze', municipalHebesaetze],
  ['flatCapitalIncomeTaxRate', flatCapitalIncomeTaxRate],
  ['saverAllowance', saverAllowance],
  ['fundPartialExemptions', fundPartialExemptions],
];

describe('German parameters', () => {
  test('the list above holds every parameter exported from params/germany', () => {
    expectEveryExportedParameterListed(['germany'], germanParameters);
  });

  describeWellFormedParameters(germanParameters, { pattern: /^\d{4}-01-01$/, label: '1 January' });

  describe.each(germanParameters)('%s', (_name, parameter) => {
    test('has a value in force in every supported tax year (2024–2026)', () => {
      for (const year of germanTaxYears) expect(() => valueAt(parameter, germanTaxYearStart(year))).not.toThrow();
    });
  });

  test('the supported years are exactly 2024, 2025 and 2026, each with its own § 32a tariff', () => {
    expect([...germanTaxYears]).toEqual([2024, 2025, 2026]);
    expect(incomeTaxTariff.values.map((entry) => entry.from)).toEqual(['2024-01-01', '2025-01-01', '2026-01-01']);
  });

  describe.each(incomeTaxTariff.values.map((entry) => [entry.from, entry.value] as const))(
    '§ 32a tariff from %s',
    (_from, tariff: IncomeTaxTariff) => {
      test('zone limits strictly rise; entry factors 1,400 and 2,397; rates 42 and 45 %', () => {
        expect(tariff.basicAllowance).toBeGreaterThan(0);
        expect(tariff.zone2UpperLimit).toBeGreaterThan(tariff.basicAllowance);
        expect(tariff.zone3UpperLimit).toBeGreaterThan(tariff.zone2UpperLimit);
        expect(tariff.zone4UpperLimit).toBeGreaterThan(tariff.zone3UpperLimit);
        expect([tariff.zone2.entryFactor, tariff.zone3.entryFactor, tariff.zone4.rate, tariff.zone5.rate]).toEqual([1_400, 2_397, 42, 45]);
        for (const coefficient of [
          tariff.zone2.progressionFactor,
          tariff.zone3.progressionFactor,
          tariff.zone3.constant,
          tariff.zone4.deduction,
          tariff.zone5.deduction,
        ]) {
          expect(Math.abs(coefficient * 100 - Math.round(coefficient * 100))).toBeLessThan(1e-6);
        }
      });

      test('the formulas join up at each limit (within 1 €) and the marginal rate is continuous (within 0.1 point)', () => {
        const zone2 = (x: number) => {
          const y = (x - tariff.basicAllowance) / 10_000;
          return (tariff.zone2.progressionFactor * y + tariff.zone2.entryFactor) * y;
        };
        const zone3 = (x: number) => {
          const z = (x - tariff.zone2UpperLimit) / 10_000;
          return (tariff.zone3.progressionFactor * z + tariff.zone3.entryFactor) * z + tariff.zone3.constant;
        };
        const zone4 = (x: number) => (tariff.zone4.rate / 100) * x - tariff.zone4.deduction;
        const zone5 = (x: number) => (tariff.zone5.rate / 100) * x - tariff.zone5.deduction;
        expect(Math.abs(zone2(tariff.zone2UpperLimit) - zone3(tariff.zone2UpperLimit))).toBeLessThan(1);
        expect(Math.abs(zone3(tariff.zone3UpperLimit) - zone4(tariff.zone3UpperLimit))).toBeLessThan(1);
        expect(Math.abs(zone4(tariff.zone4UpperLimit) - zone5(tariff.zone4UpperLimit))).toBeLessThan(1);
        const zone2Exit =
          (2 * tariff.zone2.progressionFactor * ((tariff.zone2UpperLimit - tariff.basicAllowance) / 10_000) + tariff.zone2.entryFactor) /
          100;
        const zone3Exit =
          (2 * tariff.zone3.progressionFactor * ((tariff.zone3UpperLimit - tariff.zone2UpperLimit) / 10_000) + tariff.zone3.entryFactor) /
          100;
        expect(Math.abs(zone2Exit - tariff.zone3.entryFactor / 100)).toBeLessThan(0.1);
        expect(Math.abs(zone3Exit - tariff.zone4.rate)).toBeLessThan(0.1);
      });
    },
  );

  test('Soli Freigrenze: joint is twice single, rising year on year; rates 5.5 % and 11.9 %', () => {
    let previous = 0;
    for (const entry of solidaritySurchargeExemptionLimit.values) {
      expect(entry.value.joint).toBe(2 * entry.value.single);
      expect(entry.value.single).toBeGreaterThan(previous);
      previous = entry.value.single;
    }
    for (const year of germanTaxYears) {
      expect(valueAt(solidaritySurchargeRate, germanTaxYearStart(year))).toBe(5.5);
      expect(valueAt(solidaritySurchargePhaseInRate, germanTaxYearStart(year))).toBe(11.9);
      expect(valueAt(churchTaxRates, germanTaxYearStart(year))).toEqual({ '8': 8, '9': 9 });
    }
  });

  test('the Midijob factor F is 28 % over the total social insurance rate of the year (§ 20 Abs. 2a SGB IV)', () => {
    for (const year of germanTaxYears) {
      const date = germanTaxYearStart(year);
      const total =
        valueAt(pensionInsuranceRate, date) +
        valueAt(unemploymentInsuranceRate, date) +
        valueAt(healthInsuranceGeneralRate, date) +
        valueAt(healthInsuranceAverageAddOnRate, date) +
        valueAt(careInsuranceRate, date);
      expect(valueAt(midijobFactor, date)).toBe(Math.round((28 / total) * 10_000) / 10_000);
    }
  });

  test('every shared German reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries(germanyReferences)) {
      expect({ key, title: reference.title.trim().length > 0, href: /^https:\/\/[^\s]+$/.test(reference.href) }).toEqual({
        key,
        title: true,
        href: true,
      });
    }
  });
});
