import { z } from 'zod';

/** The largest amount any calculator accepts (docs/api.md, "Numbers in requests": amounts above 1e12 are rejected). */
export const MAX_AMOUNT = 1e12;

/**
 * The longest numeric string parsed: far more digits than any accepted amount needs, and short enough that no
 * pattern work on user input is ever more than a few steps. Longer strings are not numbers (a 400 naming the field).
 */
export const MAX_NUMERIC_STRING_LENGTH = 32;

// Each character has one role in these patterns (no nested or adjacent repeats of the same class), so they match
// in linear time; the length cap above bounds them anyway.
const decimalStringPattern = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const wholeStringPattern = /^\d+$/;

/**
 * The number a request's numeric string stands for ("60000", " 2024 "), or the value unchanged when it is not one,
 * so that the schema's own type check rejects it with its message. `whole` accepts plain digits only.
 */
export function numberFromString(value: unknown, kind: 'decimal' | 'whole' = 'decimal'): unknown {
  if (typeof value !== 'string' || value.length > MAX_NUMERIC_STRING_LENGTH) return value;
  const trimmed = value.trim();
  return (kind === 'whole' ? wholeStringPattern : decimalStringPattern).test(trimmed) ? Number(trimmed) : value;
}

/**
 * A money amount: a JSON number or a numeric string ("60000", "60000.50"). Thousands separators are not
 * accepted (the UI strips them); NaN, Infinity, negatives and amounts above MAX_AMOUNT are rejected.
 */
export function moneyAmount() {
  return z.preprocess(
    (value) => numberFromString(value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'is required' : 'must be a number in plain digits, e.g. 60000 (no commas or currency symbols)',
      })
      .refine(Number.isFinite, { message: 'must be a finite number' })
      .refine((value) => value >= 0, { message: 'must be zero or more' })
      .refine((value) => value <= MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT.toExponential()} (1,000,000,000,000)` }),
  );
}

/** One of a fixed list of strings; the message lists the accepted values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: () => `must be one of: ${values.join(', ')}` });
}

/** A JSON boolean, or the strings "true"/"false" as they arrive from a query string. */
export function flag() {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: () => 'must be true or false' }),
  );
}

export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** Flattens zod issues into the contract's `details` list; the field is the dotted path, or "body". */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    // One issue per field, so that each names one field (and an error listing the first few stays short).
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'is not a recognised field' }));
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    const message = issue.code === 'invalid_type' && issue.path.length === 0 ? 'must be a JSON object' : issue.message;
    return { field, message };
  });
}

/** "grossIncome must be zero or more; taxYear must be one of: ..." */
export function describeFieldIssues(issues: readonly FieldIssue[]): string {
  return issues.map((issue) => `${issue.field} ${issue.message}`).join('; ');
}

/** The OpenAPI description of an optional taxYear (docs/api.md, "Tax years"). */
export const TAX_YEAR_DEFAULT_DESCRIPTION =
  "Optional. Without it, the tax year in force on the server's date (UK years from 6 April, US and German years from 1 January); " +
  'when that year has no figures yet, the latest year that has them, and the response carries yearNotice ' +
  '{ key, values: { inForce, showing }, message }.';
