import { autosaveDecision, conflictOf, type AutosaveInput } from './save-state';

const ready: AutosaveInput = { status: 'draft', savedStatus: 'draft', dirty: true, valid: true, saving: false, conflict: false };

describe('the autosave decision', () => {
  it('saves a changed, valid draft, and a new one', () => {
    expect(autosaveDecision(ready)).toEqual({ save: true });
    expect(autosaveDecision({ ...ready, savedStatus: undefined })).toEqual({ save: true });
  });

  it('never autosaves anything that is not a draft, in the form or as stored', () => {
    expect(autosaveDecision({ ...ready, status: 'published' })).toEqual({ save: false, why: 'notDraft' });
    expect(autosaveDecision({ ...ready, status: 'scheduled' })).toEqual({ save: false, why: 'notDraft' });
    // Turning a published article back into a draft is a decision for the Save button, not for a timer.
    expect(autosaveDecision({ ...ready, savedStatus: 'published' })).toEqual({ save: false, why: 'notDraft' });
  });

  it('waits while unchanged, busy, invalid or in conflict', () => {
    expect(autosaveDecision({ ...ready, dirty: false })).toEqual({ save: false, why: 'clean' });
    expect(autosaveDecision({ ...ready, saving: true })).toEqual({ save: false, why: 'busy' });
    expect(autosaveDecision({ ...ready, valid: false })).toEqual({ save: false, why: 'invalid' });
    expect(autosaveDecision({ ...ready, conflict: true })).toEqual({ save: false, why: 'conflict' });
  });
});

describe('conflictOf', () => {
  it('reads a 409 ArticleConflict', () => {
    const failure = {
      status: 409,
      data: { success: false, error: 'stale', current: { version: 5, updatedAt: '2026-11-23T14:05:00Z', savedBy: 'Ada' } },
    };
    expect(conflictOf(failure)).toEqual({ version: 5, updatedAt: '2026-11-23T14:05:00Z', savedBy: 'Ada' });
  });

  it('is undefined for other failures', () => {
    expect(conflictOf({ status: 400, data: { current: { version: 5, updatedAt: 'x' } } })).toBeUndefined();
    expect(conflictOf({ status: 409, data: { error: 'slug taken' } })).toBeUndefined();
    expect(conflictOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(conflictOf(undefined)).toBeUndefined();
  });
});
