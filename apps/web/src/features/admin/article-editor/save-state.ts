import type { ArticleConflict } from '@taxatlas/contracts/article-admin';
import type { ArticleStatus } from '@taxatlas/contracts/articles';
import { parseApiError } from '../../../lib/api-error';

/** A draft is autosaved this long after the last change. */
export const AUTOSAVE_DELAY_MS = 5_000;

/** What the save indicator says: "Saving…", "Saved at 14:05", "Not saved: <reason>". */
export type SaveIndicator =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: Date }
  | { readonly kind: 'failed'; readonly reason: string };

export interface AutosaveInput {
  /** The status in the form. */
  readonly status: ArticleStatus;
  /** The stored article's status; undefined for an article not saved yet. */
  readonly savedStatus: ArticleStatus | undefined;
  readonly dirty: boolean;
  readonly valid: boolean;
  readonly saving: boolean;
  /** A 409 is on screen: nothing is sent until the editor chooses. */
  readonly conflict: boolean;
}

export type AutosaveDecision =
  { readonly save: true } | { readonly save: false; readonly why: 'clean' | 'busy' | 'notDraft' | 'invalid' | 'conflict' };

/**
 * Whether the autosave timer may send the form. Only drafts, both as stored and in the form: an autosave must never
 * publish, unpublish or reschedule an article; those wait for the editor's own Save. An invalid form waits too (the
 * indicator then says why it was not saved).
 */
export function autosaveDecision(input: AutosaveInput): AutosaveDecision {
  if (!input.dirty) return { save: false, why: 'clean' };
  if (input.conflict) return { save: false, why: 'conflict' };
  if (input.saving) return { save: false, why: 'busy' };
  if (input.status !== 'draft' || (input.savedStatus !== undefined && input.savedStatus !== 'draft'))
    return { save: false, why: 'notDraft' };
  if (!input.valid) return { save: false, why: 'invalid' };
  return { save: true };
}

/** The stored version and who saved it when, from a failed call that was a 409 ArticleConflict; else undefined. */
export function conflictOf(failure: unknown): ArticleConflict['current'] | undefined {
  if (typeof failure !== 'object' || failure === null) return undefined;
  const { status, data } = failure as { status?: unknown; data?: unknown };
  if (status !== 409 || typeof data !== 'object' || data === null) return undefined;
  const current = (data as { current?: unknown }).current;
  if (typeof current !== 'object' || current === null) return undefined;
  const { version, updatedAt, savedBy } = current as Record<string, unknown>;
  if (typeof version !== 'number' || typeof updatedAt !== 'string') return undefined;
  return { version, updatedAt, savedBy: typeof savedBy === 'string' && savedBy !== '' ? savedBy : null };
}

/** The HTTP status of a failed RTK Query call, or undefined for a network failure or a thrown error. */
export function statusOf(failure: unknown): number | undefined {
  const { status } = parseApiError(failure);
  return typeof status === 'number' ? status : undefined;
}
