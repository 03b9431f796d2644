import { z } from 'zod';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { maxUsDependents } from '@taxatlas/tax-engine/us/federal/dependents';
import { moneyAmount, numberFromString, oneOf } from './fields';

/**
 * A US tax year: a JSON number or a numeric string ("2024"), one of the supported years (docs/api.md, "Tax years":
 * 2023 | 2024 | 2025 | 2026). The message lists the supported years. Optional in requests: the API then uses the year in force on its date.
 */
export function usTaxYear() {
  const message = `must be one of the supported tax years: ${usTaxYears.join(', ')}`;
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(usTaxYears, { error: (issue) => (issue.input === undefined ? 'is required' : message) }),
  );
}

/** A federal filing status: "single" | "married-joint" | "married-separate" | "head-of-household" | "qualifying-surviving-spouse". */
export function usFilingStatus() {
  return oneOf(usFilingStatuses);
}

/** A number of children or dependents, 0 to 20, as a JSON number or a numeric string. */
function dependentCount() {
  const message = `must be a whole number from 0 to ${maxUsDependents}`;
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z
      .number({ error: () => message })
      .int({ error: () => message })
      .min(0, { error: () => message })
      .max(maxUsDependents, { error: () => message }),
  );
}

/**
 * The federal credits' inputs (IRC §24 and §32), shared by the federal and take-home requests (docs/api.md, "US
 * federal credits"). Each is optional: the counts default to 0 and `eitcQualifyingChildren` to `qualifyingChildren`.
 */
export function usFederalCreditFields() {
  return {
    qualifyingChildren: dependentCount()
      .default(0)
      .describe('Qualifying children under 17 with a Social Security number, for the Child Tax Credit (IRC §24). Default 0.'),
    otherDependents: dependentCount().default(0).describe('Other dependents, for the $500 Credit for Other Dependents. Default 0.'),
    eitcQualifyingChildren: dependentCount()
      .optional()
      .describe(
        'Qualifying children for the Earned Income Credit (IRC §32); 3 or more count as 3. Default: qualifyingChildren. The EIC is claimed when this is given (0 claims it without children) or qualifyingChildren is above 0.',
      ),
    investmentIncome: moneyAmount()
      .default(0)
      .describe('Investment income, only to apply the EIC investment income limit; it is not added to income. Default 0.'),
  };
}
