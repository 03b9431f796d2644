import { z } from 'zod';
import { germanWageFields } from './de-wage-fields';

/** POST /api/calculators/de-social-security (docs/api.md, "Calculators"): employee and employer contributions for one wage. */
export const deSocialSecurityRequestSchema = z.strictObject(germanWageFields, {
  error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined),
});

export type DeSocialSecurityRequest = z.input<typeof deSocialSecurityRequestSchema>;
export type DeSocialSecurityParsedRequest = z.output<typeof deSocialSecurityRequestSchema>;
