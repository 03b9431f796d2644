import type { Category } from '@taxatlas/contracts/articles';
import { categoryFieldError, createRequest, serverFieldErrors, takenFields, updateRequest } from './category-form';

const saved: Category = {
  id: 'c1',
  slug: 'vat',
  name: 'VAT',
  description: 'Value added tax',
  articleCount: 1,
  position: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A rejected save as RTK Query's unwrap() throws it: the 400 answer of docs/api.md, "Errors". */
const failureWith = (details: unknown[]) => ({ status: 400, data: { success: false, error: 'Validation failed', details } });

describe('categoryFieldError', () => {
  it('follows the contract: a name is required and at most 80 characters, a slug is lower-case words and hyphens', () => {
    expect(categoryFieldError('name', '  ', 'create')).toEqual({ kind: 'required' });
    expect(categoryFieldError('name', 'x'.repeat(81), 'create')).toEqual({ kind: 'tooLong', max: 80 });
    expect(categoryFieldError('name', 'Pensions', 'create')).toBeUndefined();
    expect(categoryFieldError('slug', 'two words', 'create')).toEqual({ kind: 'slug' });
    expect(categoryFieldError('description', 'x'.repeat(501), 'edit')).toEqual({ kind: 'tooLong', max: 500 });
  });

  it('lets a new category leave its slug empty (made from the name) but not an edited one', () => {
    expect(categoryFieldError('slug', '', 'create')).toBeUndefined();
    expect(categoryFieldError('slug', '', 'edit')).toEqual({ kind: 'required' });
  });
});

describe('takenFields', () => {
  it('finds a name in any case and a slug that another category has, not the edited one’s own', () => {
    expect(takenFields({ name: 'vat', slug: 'VAT' }, [saved])).toEqual(['name', 'slug']);
    expect(takenFields({ name: 'vat', slug: 'vat' }, [saved], 'c1')).toEqual([]);
  });
});

describe('request bodies', () => {
  it('creates with trimmed text and leaves out a blank slug and description', () => {
    expect(createRequest({ name: ' Pensions ', slug: '', description: ' ' })).toEqual({ name: 'Pensions' });
    expect(createRequest({ name: 'Pensions', slug: 'Retirement', description: 'Old age' })).toEqual({
      name: 'Pensions',
      slug: 'retirement',
      description: 'Old age',
    });
  });

  it('updates only what changed, a cleared description as null', () => {
    expect(updateRequest(saved, { name: 'VAT', slug: 'vat', description: 'Value added tax' })).toEqual({});
    expect(updateRequest(saved, { name: 'Sales Tax ', slug: 'vat', description: '' })).toEqual({ name: 'Sales Tax', description: null });
  });
});

describe('serverFieldErrors', () => {
  it('puts the form’s fields on them and the rest aside', () => {
    expect(
      serverFieldErrors(
        failureWith([
          { field: 'slug', message: 'is reserved' },
          { field: 'body', message: 'is too large' },
        ]),
      ),
    ).toEqual({ fields: { slug: 'is reserved' }, other: ['body: is too large'] });
  });
});
