import { z } from 'zod';
import { usFederalTaxMethods } from '@taxatlas/tax-engine/us/federal-income-tax';
import { moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { usFederalCreditFields, usFilingStatus, usTaxYear } from './us-fields';

/** A number of people on the return (0, 1 or 2), as a JSON number or a numeric string. */
function peopleOnReturn() {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal([0, 1, 2], { error: () => 'must be 0, 1 or 2 (people on the return)' }),
  );
}

/** Only a married couple's return (joint, or separate claiming a spouse with no income) can count two people. */
const twoPeopleStatuses = new Set(['married-joint', 'married-separate']);

/** POST /api/calculators/us-federal-tax (docs/api.md, "Calculators"). */
export const usFederalTaxRequestSchema = z
  .strictObject(
    {
      grossIncome: moneyAmount(),
      filingStatus: usFilingStatus().default('single'),
      taxYear: usTaxYear().optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
      itemizedDeductions: moneyAmount().optional(),
      age65OrOlder: peopleOnReturn().default(0),
      blind: peopleOnReturn().default(0),
      method: oneOf(usFederalTaxMethods).default('exact'),
      ...usFederalCreditFields(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .superRefine((input, context) => {
    if (twoPeopleStatuses.has(input.filingStatus)) return;
    for (const field of ['age65OrOlder', 'blind'] as const) {
      if (input[field] > 1) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `must be 0 or 1 for filing status ${input.filingStatus} (one person on the return)`,
        });
      }
    }
  });

export type UsFederalTaxRequest = z.input<typeof usFederalTaxRequestSchema>;
export type UsFederalTaxParsedRequest = z.output<typeof usFederalTaxRequestSchema>;
