import { calculator } from '@taxatlas/contracts/calculators/uk-stamp-duty';
import { ukStampDutyRequestSchema } from '@taxatlas/contracts/uk-stamp-duty';
import { calculateUkPropertyTransactionTax } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { defineCalculatorRoute } from '../calculator-route';
import { dateAYearBefore } from '../previous-year';

// No tax year: the rates are those in force on the completion date the request gives.
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukStampDutyRequestSchema,
  calculate: calculateUkPropertyTransactionTax,
  // Rates change on dates, not tax years: the previous year is the same completion date a year earlier.
  previousRequest: (request) => ({ ...request, completionDate: dateAYearBefore(request.completionDate) }),
  summary: 'Stamp Duty Land Tax (England, Northern Ireland), LBTT (Scotland) or LTT (Wales) on a residential purchase',
  resultDescription: 'CalculationResult & { tax, ratesPeriod, ... }',
});
