import { calculator } from '@taxatlas/contracts/calculators/uk-stamp-duty';
import { ukStampDutyRequestSchema } from '@taxatlas/contracts/uk-stamp-duty';
import { calculateUkPropertyTransactionTax } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the rates are those in force on the completion date the request gives.
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukStampDutyRequestSchema,
  calculate: calculateUkPropertyTransactionTax,
  summary: 'Stamp Duty Land Tax (England, Northern Ireland), LBTT (Scotland) or LTT (Wales) on a residential purchase',
  resultDescription: 'CalculationResult & { tax, ratesPeriod, ... }',
});
