import { z } from 'zod';
import { SAVED_CALCULATION_LIMITS, type SavedCalculationDraft } from './desktop-bridge';
import { describeFieldIssues, toFieldIssues, type FieldIssue } from './fields';
import { reproducibleCalculationUrl } from './wrong-figure-report';

/** C0 controls and DEL: a tab or newline in a client's name would break CSV rows and the one-line lists. */
const isControlCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

const label = (field: 'client' | 'name', max: number) =>
  z
    .string({ error: () => 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => ![...text].some(isControlCharacter), `must not contain control characters`)
    .describe(field);

const finite = z.number({ error: () => 'must be a number' }).finite('must be a number');

/**
 * A calculation as the results panel snapshots it. The url must be a calculator of ours with its query string (the
 * same rule as a wrong-figure report's "Reproduce"), so that reopening a saved calculation can never leave the app.
 */
export const calculationSnapshotSchema = z.object({
  calculator: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  calculatorName: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  url: z
    .string({ error: () => 'is required' })
    .max(2_000, 'must be at most 2000 characters')
    .refine((url) => reproducibleCalculationUrl({ url }) !== null, 'must be the address of one of our calculators'),
  taxYear: z.string().trim().max(20, 'must be at most 20 characters'),
  inputs: z.record(z.string().max(100), z.string().max(500)).refine((inputs) => Object.keys(inputs).length <= 40, 'has too many entries'),
  result: z.object({
    calculationType: z.string().max(60),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as GBP'),
    inputAmount: finite,
    totalTax: finite,
    netAmount: finite.optional(),
    effectiveRate: finite,
  }),
});

export const savedCalculationDraftSchema = z.object({
  client: label('client', SAVED_CALCULATION_LIMITS.client),
  name: label('name', SAVED_CALCULATION_LIMITS.name),
  calculation: calculationSnapshotSchema,
});

export const savedCalculationChangesSchema = z
  .object({
    client: label('client', SAVED_CALCULATION_LIMITS.client).optional(),
    name: label('name', SAVED_CALCULATION_LIMITS.name).optional(),
  })
  .refine((changes) => changes.client !== undefined || changes.name !== undefined, { message: 'must change the client or the name' });

/** A draft or changes that do not hold, with the fields at fault (the contract's `details`). */
export class SavedCalculationInputError extends Error {
  constructor(readonly details: readonly FieldIssue[]) {
    super(describeFieldIssues(details));
    this.name = 'SavedCalculationInputError';
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SavedCalculationInputError(toFieldIssues(parsed.error));
  return parsed.data;
}

/** The draft, trimmed, or a SavedCalculationInputError naming each field at fault ("name is required"). */
export function parseSavedCalculationDraft(value: unknown): SavedCalculationDraft {
  return parseWith(savedCalculationDraftSchema, value) as SavedCalculationDraft;
}

export function parseSavedCalculationChanges(value: unknown): { client?: string; name?: string } {
  return parseWith(savedCalculationChangesSchema, value);
}
