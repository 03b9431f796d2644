import { EntitySchema } from '@mikro-orm/core';

/** Successful calculations of one calculator on one UTC day: one row per (day, calculator), never one per request. */
export interface CalculationCount {
  /** UTC day, "YYYY-MM-DD". */
  day: string;
  /** The calculator's id in the catalogue (libs/contracts calculator-catalogue.ts), such as "uk-income-tax". */
  calculator: string;
  count: number;
}

export const CalculationCountSchema = new EntitySchema<CalculationCount>({
  name: 'CalculationCount',
  tableName: 'calculation_counts',
  properties: {
    day: { type: 'string', primary: true, length: 10 },
    calculator: { type: 'string', primary: true, length: 40 },
    count: { type: 'integer' },
  },
});
