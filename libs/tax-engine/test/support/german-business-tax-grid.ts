/**
 * The German VAT, corporate tax, capital income tax and inheritance tax calculators over inputs that reach every
 * band, stat and note: part of the calculator grid (calculator-grid.ts).
 */
import type { GridCase } from './calculator-grid';
import { calculateGermanCapitalIncomeTax, churchTaxOptions, germanFundTypes } from '../../src/germany/capital-income-tax';
import { calculateGermanCorporateTax, germanLegalForms } from '../../src/germany/corporate-tax';
import { calculateGermanInheritanceTax, inheritanceRelationships, inheritanceTransfers } from '../../src/germany/inheritance-tax';
import { calculateGermanTaxClassChoice } from '../../src/germany/tax-class-choice';
import { germanTaxYears } from '../../src/germany/tax-year';
import { calculateGermanVat, germanVatDirections, germanVatRateTypes } from '../../src/germany/vat/vat';

export function* germanBusinessTaxGrid(): Generator<GridCase> {
  for (const date of ['2021-01-01', '2025-06-30'])
    for (const direction of germanVatDirections)
      for (const rate of germanVatRateTypes)
        for (const amount of [0, 0.99, 119, 1_234_567.89])
          yield { name: `de-vat ${date} ${direction} ${rate} €${amount}`, result: calculateGermanVat({ amount, direction, rate, date }) };

  for (const taxYear of germanTaxYears)
    for (const relationship of inheritanceRelationships)
      for (const transfer of inheritanceTransfers)
        for (const [acquisition, priorGifts] of [
          [0, 0],
          [450_000, 0],
          [580_000, 0],
          [6_010_000, 0],
          [30_000_000, 100_000],
        ] as const)
          yield {
            name: `de-inheritance-tax ${taxYear} ${relationship} ${transfer} €${acquisition} prior €${priorGifts}`,
            result: calculateGermanInheritanceTax({ taxYear, acquisition, relationship, transfer, priorGifts }),
          };

  // § 17 (spouse, a child of 8) and the family home (§ 13 Abs. 1 Nr. 4a–4c: within and above 200 m², and a sibling).
  for (const relationship of ['spouse', 'child', 'sibling'] as const)
    for (const transfer of inheritanceTransfers)
      for (const familyHomeLivingArea of [120, 250])
        yield {
          name: `de-inheritance-tax 2026 ${relationship} ${transfer} pension allowance, family home ${familyHomeLivingArea} m²`,
          result: calculateGermanInheritanceTax({
            taxYear: 2026,
            acquisition: 900_000,
            relationship,
            transfer,
            pensionAllowance: relationship !== 'sibling',
            ...(relationship === 'child' ? { childAge: 8 } : {}),
            survivorPensionValue: 10_000,
            familyHomeValue: 600_000,
            familyHomeLivingArea,
          }),
        };

  for (const taxYear of germanTaxYears)
    for (const legalForm of germanLegalForms)
      for (const hebesatz of [200, 490])
        for (const profit of [0, 20_000, 100_000, 5_000_000])
          yield {
            name: `de-corporate-tax ${taxYear} ${legalForm} hebesatz ${hebesatz} €${profit}`,
            result: calculateGermanCorporateTax({ taxYear, profit, hebesatz, legalForm }),
          };

  for (const taxYear of germanTaxYears)
    for (const joint of [false, true])
      for (const churchTax of churchTaxOptions)
        for (const fundType of germanFundTypes)
          for (const capitalIncome of [0, 1_500, 50_000])
            yield {
              name: `de-capital-gains ${taxYear} joint ${joint} church ${churchTax} ${fundType} €${capitalIncome}`,
              result: calculateGermanCapitalIncomeTax({ taxYear, capitalIncome, joint, churchTax, fundType }),
            };

  // Share losses kept apart, other losses, carry-forwards, and the Günstigerprüfung either way (a low and a high zvE).
  for (const churchTax of churchTaxOptions)
    for (const [shareGains, shareLosses, otherLosses] of [
      [5_000, 8_000, 0],
      [10_000, 2_000, 30_000],
    ] as const)
      for (const personalTaxableIncome of [5_000, 120_000])
        yield {
          name: `de-capital-gains 2026 church ${churchTax} shares +${shareGains} −${shareLosses} other −${otherLosses} zvE €${personalTaxableIncome}`,
          result: calculateGermanCapitalIncomeTax({
            taxYear: 2026,
            capitalIncome: 20_000,
            joint: false,
            churchTax,
            fundType: 'none',
            shareGains,
            shareLosses,
            otherLosses,
            personalTaxableIncome,
          }),
        };

  for (const taxYear of germanTaxYears)
    for (const [grossA, grossB] of [
      [5_000, 2_500],
      [0, 0],
    ] as const)
      yield {
        name: `de-tax-class-choice ${taxYear} €${grossA} + €${grossB} a month`,
        result: calculateGermanTaxClassChoice({
          taxYear,
          period: 'month',
          partners: [
            { grossWage: grossA, churchTax: '9', state: 'NW' },
            { grossWage: grossB, churchTax: 'none', state: 'NW' },
          ],
        }),
      };
}
