import { StateTaxYearNotAvailableError } from '@taxatlas/tax-engine/us/state-income-tax';
import { usStateName } from '@taxatlas/tax-engine/us/states';
import { CalculatorInputError } from '@taxatlas/tax-engine/core/input-error';
import { UnsupportedCompletionDateError } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { RequestValidationError } from '../../common/errors/domain-errors';

/** An engine's refusal of an input it cannot calculate (mapped to a 400 by `runCalculation`), not a bug. */
export function isEngineInputError(error: unknown): boolean {
  return (
    error instanceof StateTaxYearNotAvailableError ||
    error instanceof UnsupportedCompletionDateError ||
    error instanceof CalculatorInputError
  );
}

/**
 * Some inputs are only known to be unsupported once the engine looks at its parameters (a state without
 * published figures for a year, a completion date before the first rate table). Those engine errors are the
 * caller's fault, so they become 400s naming the field; anything else is a bug and stays a 500.
 */
export function runCalculation<T>(calculate: () => T): T {
  try {
    return calculate();
  } catch (error) {
    if (error instanceof StateTaxYearNotAvailableError) {
      const availability =
        error.availableYears.length > 0 ? `available years: ${error.availableYears.join(', ')}` : 'no year is available yet';
      throw new RequestValidationError([
        {
          field: 'taxYear',
          message: `${error.taxYear} is not available for ${usStateName(error.state)} (${error.state}); ${availability}`,
        },
      ]);
    }
    if (error instanceof UnsupportedCompletionDateError || error instanceof CalculatorInputError) {
      const message = error.message.startsWith(error.field) ? error.message.slice(error.field.length).trim() : error.message;
      throw new RequestValidationError([{ field: error.field, message }], `${error.field} ${message}`);
    }
    throw error;
  }
}
