import type { ContactCreateRequest } from '@taxatlas/contracts/contact';
import { parseApiError, sameNameIn, splitFieldErrors, type FieldError } from '../../lib/api-error';
import type { ContactT } from './use-contact-t';

/** The fields a visitor fills in; client and server errors that name one of them are shown under it. */
export const contactFields = ['formType', 'name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** Per field, the English message of the contracts' schema or of the server (translated when shown). */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Why a message was not sent, sorted by what the page shows. */
export type ContactProblem =
  /** 400 (or the client's own check) naming fields of the form; `other` holds what named none of them. */
  | { readonly kind: 'fields'; readonly fields: ContactFieldErrors; readonly other: readonly string[] }
  /** 400 about the attached calculation (trackingData), which the visitor can remove. */
  | { readonly kind: 'attachment' }
  /** 429, with Retry-After in seconds when the server sent it. */
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds?: number }
  /** No answer at all: offline, DNS, the server down. */
  | { readonly kind: 'network' }
  | { readonly kind: 'other'; readonly text?: string };

/** Sorts [{ field, message }] into the form's fields (first message each) and the rest ("field message"). */
function sortIssues(issues: readonly FieldError[]): ContactProblem | undefined {
  if (issues.length === 0) return undefined;
  const { fields, other } = splitFieldErrors(issues, sameNameIn(contactFields));
  if (Object.keys(fields).length === 0 && issues.some((issue) => issue.field.split('.')[0] === 'trackingData'))
    return { kind: 'attachment' };
  return { kind: 'fields', fields, other: other.map(({ field, message }) => (field === '' ? message : `${field} ${message}`)) };
}

/**
 * The same check the server makes (contactCreateRequestSchema), before anything is sent; undefined when valid. The
 * schema (and zod with it) is fetched on the first submit, so the page's first load carries neither.
 */
export async function checkContactRequest(request: ContactCreateRequest): Promise<ContactProblem | undefined> {
  const { contactCreateRequestSchema } = await import('@taxatlas/contracts/contact');
  const result = contactCreateRequestSchema.safeParse(request);
  if (result.success) return undefined;
  return sortIssues(result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })));
}

/** Sorts a failed POST /api/contact (the 400 body is `{ success: false, error, details: [{ field, message }] }`). */
export function describeSendError(error: unknown): ContactProblem {
  const failure = parseApiError(error);
  const { status } = failure;
  if (status === undefined) return { kind: 'other' };
  if (status === 'network') return { kind: 'network' };
  if (status === 429) {
    return failure.retryAfterSeconds === undefined
      ? { kind: 'rateLimited' }
      : { kind: 'rateLimited', retryAfterSeconds: failure.retryAfterSeconds };
  }
  if (status === 400) {
    const sorted = sortIssues(failure.fieldErrors);
    if (sorted) return sorted;
  }
  // A 4xx text may help the visitor; a 5xx one ("Internal server error") does not, and a 2xx other than the 201 that
  // means stored must not be read out as if it had been sent.
  const text = status >= 400 && status < 500 ? failure.message : undefined;
  return text === undefined ? { kind: 'other' } : { kind: 'other', text };
}

const fieldLabel = (t: ContactT, field: ContactField): string => t(`contactForm.field.${field}`);

const requiredMessage = {
  name: 'contactForm.validation.nameRequired',
  email: 'contactForm.validation.emailRequired',
  subject: 'contactForm.validation.subjectRequired',
  message: 'contactForm.validation.messageRequired',
  formType: 'contactForm.validation.formType',
} as const satisfies Record<ContactField, string>;

/**
 * A field's message from the schema or the server, in the visitor's language: the ones the contracts write are
 * translated; anything else is shown in English after the field's name.
 */
export function fieldErrorText(t: ContactT, field: ContactField, message: string): string {
  if (message === 'is required') return t(requiredMessage[field]);
  if (field === 'formType') return t('contactForm.validation.formType');
  if (message.startsWith('must be a valid e-mail address')) return t('contactForm.validation.email');
  const tooLong = /^must be at most (\d+) characters$/.exec(message);
  if (tooLong) return t('contactForm.validation.tooLong', { field: fieldLabel(t, field), max: Number(tooLong[1]) });
  return `${fieldLabel(t, field)} ${message}`;
}

/** The sentence above the form for a problem; every one of them says the message was not sent (the box's title). */
export function problemText(t: ContactT, problem: ContactProblem): string {
  switch (problem.kind) {
    case 'fields':
      return problem.other.length > 0 ? problem.other.join('; ') : t('contactForm.error.checkFields');
    case 'attachment':
      return t('contactForm.error.attachment');
    case 'network':
      return t('contactForm.error.network');
    case 'rateLimited': {
      const seconds = problem.retryAfterSeconds;
      if (seconds === undefined) return t('contactForm.error.rateLimited');
      if (seconds < 60) return t('contactForm.error.rateLimitedSeconds', { seconds: Math.max(1, seconds) });
      return t('contactForm.error.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
    }
    default:
      return problem.text ?? t('contactForm.error.failed');
  }
}
