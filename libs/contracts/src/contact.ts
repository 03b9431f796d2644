import { z } from 'zod';
import { emailField } from './auth';
import { withoutBidiControls } from './bidi';
import { CONTACT_MESSAGE_MAX_LENGTH, contactFormTypes, type ContactFormType } from './contact-form-limits';
import { numberFromString } from './fields';

/** The contact form and the admin inbox (docs/api.md, "Contact"). */

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SENT_MESSAGE, contactFormTypes, type ContactFormType } from './contact-form-limits';

export const contactStatuses = ['unread', 'read', 'archived'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactBulkActions = ['read', 'archive', 'delete'] as const;
export type ContactBulkAction = (typeof contactBulkActions)[number];

export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_ADMIN_NOTE_MAX_LENGTH = 2_000;
export const CONTACT_SEARCH_MAX_LENGTH = 100;
/** trackingData as JSON text may be at most this many characters. */
export const CONTACT_TRACKING_DATA_MAX_LENGTH = 8_000;
/** A form sent sooner than this after it was opened (startedAt) is taken for a bot's. */
export const CONTACT_MIN_FILL_MS = 3_000;
/**
 * How far ahead of the server's clock a visitor's may run: a startedAt further in the future than this is no real
 * form's, and is held like a too-fast one.
 */
export const CONTACT_CLOCK_SKEW_MS = 120_000;
export const CONTACT_BULK_MAX_IDS = 100;

/** What the visitor is told once the message is stored (and, so that a bot learns nothing, when it is dropped). */

const textError = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`);

function requiredText(max: number, text = z.string({ error: textError('text') })) {
  return text
    .trim()
    .min(1, { error: () => 'is required' })
    .max(max, { error: () => `must be at most ${max} characters` });
}

/** Name and subject: one line each in the inbox, so without direction controls (bidi.ts). */
function requiredLabel(max: number) {
  return requiredText(max, z.string({ error: textError('text') }).overwrite(withoutBidiControls));
}

const objectError = { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) };

/**
 * POST /api/contact. `website` is the honeypot (hidden from people): any value but "", white space included, is a
 * bot's. `startedAt` is when the form was opened (ms since the epoch, the visitor's clock).
 */
export const contactCreateRequestSchema = z.strictObject(
  {
    name: requiredLabel(CONTACT_NAME_MAX_LENGTH),
    email: emailField(),
    subject: requiredLabel(CONTACT_SUBJECT_MAX_LENGTH),
    message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
    formType: z.enum(contactFormTypes, { error: () => `must be one of: ${contactFormTypes.join(', ')}` }).default('general'),
    trackingData: z
      .record(z.string(), z.unknown(), { error: () => 'must be a JSON object' })
      .refine((value) => JSON.stringify(value).length <= CONTACT_TRACKING_DATA_MAX_LENGTH, {
        message: `must be at most ${CONTACT_TRACKING_DATA_MAX_LENGTH} characters as JSON`,
      })
      .optional(),
    website: z
      .string({ error: () => 'must be text' })
      .max(500, { error: () => 'must be at most 500 characters' })
      .optional(),
    // Required: the form always sends it, so a body without it is a script's (and would escape the fill-time check).
    startedAt: z
      .number({ error: textError('a time in milliseconds') })
      .int({ error: () => 'must be a time in milliseconds' })
      .nonnegative({ error: () => 'must be a time in milliseconds' }),
  },
  objectError,
);
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;
export type ContactCreateParsedRequest = z.output<typeof contactCreateRequestSchema>;

export interface ContactCreateResponse {
  readonly success: true;
  readonly message: string;
}

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayField = () =>
  z.preprocess(
    emptyAsMissing,
    z
      .string({ error: () => 'must be a date YYYY-MM-DD' })
      .refine((value) => dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
        message: 'must be a date YYYY-MM-DD',
      })
      .optional(),
  );

/** The filters of GET /api/contact and GET /api/contact/export.csv; from and to are whole UTC days, both included. */
const filterShape = {
  search: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: () => 'must be text' })
      .trim()
      .max(CONTACT_SEARCH_MAX_LENGTH, { error: () => `must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters` })
      .optional(),
  ),
  status: z.preprocess(
    emptyAsMissing,
    z.enum(contactStatuses, { error: () => `must be one of: ${contactStatuses.join(', ')}` }).optional(),
  ),
  formType: z.preprocess(
    emptyAsMissing,
    z.enum(contactFormTypes, { error: () => `must be one of: ${contactFormTypes.join(', ')}` }).optional(),
  ),
  from: dayField(),
  to: dayField(),
};
const fromBeforeTo: [(query: { from?: string | undefined; to?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: 'must not be before from', path: ['to'] },
];
export const contactFilterSchema = z.object(filterShape).refine(...fromBeforeTo);
export type ContactFilter = z.output<typeof contactFilterSchema>;

const pageMessage = 'must be a whole number from 1 to 1000000';
export const contactListQuerySchema = z
  .object({
    ...filterShape,
    page: z
      .preprocess(
        (value) => numberFromString(emptyAsMissing(value), 'whole'),
        z
          .number({ error: () => pageMessage })
          .int({ error: () => pageMessage })
          .min(1, { error: () => pageMessage })
          .max(1_000_000, { error: () => pageMessage })
          .optional(),
      )
      .transform((value) => value ?? 1),
  })
  .refine(...fromBeforeTo);
export type ContactListQuery = z.input<typeof contactListQuerySchema>;
export type ContactListParsedQuery = z.output<typeof contactListQuerySchema>;

/** PATCH /api/contact/:id: the status and the admin's note, as typed. */
export const contactUpdateRequestSchema = z
  .strictObject(
    {
      status: z.enum(contactStatuses, { error: () => `must be one of: ${contactStatuses.join(', ')}` }).optional(),
      adminNote: z
        .string({ error: () => 'must be text' })
        .max(CONTACT_ADMIN_NOTE_MAX_LENGTH, { error: () => `must be at most ${CONTACT_ADMIN_NOTE_MAX_LENGTH} characters` })
        .optional(),
    },
    objectError,
  )
  .refine((body) => Object.keys(body).length > 0, {
    error: () => 'send status or adminNote',
    path: [],
    when: (payload) => payload.issues.length === 0,
  });
export type ContactUpdateRequest = z.input<typeof contactUpdateRequestSchema>;
export type ContactUpdateParsedRequest = z.output<typeof contactUpdateRequestSchema>;

export interface ContactUpdateResponse {
  readonly success: boolean;
  readonly message: string;
}

/** POST /api/contact/bulk. */
export const contactBulkRequestSchema = z.strictObject(
  {
    ids: z
      .array(z.string({ error: () => 'must be a list of ids' }).uuid({ error: () => 'must be a list of ids' }), {
        error: () => 'must be a list of ids',
      })
      .min(1, { error: () => 'must name at least one submission' })
      .max(CONTACT_BULK_MAX_IDS, { error: () => `must name at most ${CONTACT_BULK_MAX_IDS} submissions` }),
    action: z.enum(contactBulkActions, { error: () => `must be one of: ${contactBulkActions.join(', ')}` }),
  },
  objectError,
);
export type ContactBulkRequest = z.input<typeof contactBulkRequestSchema>;
export type ContactBulkParsedRequest = z.output<typeof contactBulkRequestSchema>;

export interface ContactBulkResponse {
  readonly success: true;
  readonly affected: number;
}

export interface ContactSubmission {
  readonly _id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly status: ContactStatus;
  readonly adminNote: string;
  readonly createdAt: string;
  /** Empty once the retention period has removed it. */
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly trackingData: Readonly<Record<string, unknown>> | null;
  readonly formType: ContactFormType;
}

export interface ContactSubmissionList {
  readonly data: readonly ContactSubmission[];
  readonly total: number;
}

export interface ContactFormTypes {
  readonly data: readonly string[];
}
