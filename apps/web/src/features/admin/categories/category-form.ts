import type { Category } from '@taxatlas/contracts/articles';
import { type CategoryCreateRequest, categoryCreateRequestSchema, type CategoryUpdateRequest } from '@taxatlas/contracts/categories';
import { sameNameIn } from '../../../lib/api-error';
import { splitServerFieldErrors } from '../server-field-errors';

/** The modal form's values, as typed (trimmed when sent). */
export interface CategoryFormValues {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}
export type CategoryField = keyof CategoryFormValues;
export const categoryFields: readonly CategoryField[] = ['name', 'slug', 'description'];

/**
 * Why a field's value is refused, by the rule of the contracts schema the API checks with (the screen words it in the
 * editor's language), or because another category already has it (the API would answer 409).
 */
export type CategoryFieldError =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'slug' }
  | { readonly kind: 'taken' }
  | { readonly kind: 'other'; readonly message: string };

const fieldSchemas = categoryCreateRequestSchema.shape;

/**
 * The first rule `value` breaks for `field`, or undefined. A blank slug is allowed when creating (the API makes it
 * from the name) but not when editing, where it would be the category's link.
 */
export function categoryFieldError(
  field: CategoryField,
  value: string | undefined,
  mode: 'create' | 'edit',
): CategoryFieldError | undefined {
  const text = (value ?? '').trim();
  if (field === 'slug' && text === '') return mode === 'create' ? undefined : { kind: 'required' };
  if (field === 'description' && text === '') return undefined;
  const result = fieldSchemas[field].safeParse(text);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (!issue) return { kind: 'other', message: 'is not valid' };
  if (issue.code === 'too_small') return { kind: 'required' };
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format') return { kind: 'slug' };
  return { kind: 'other', message: issue.message };
}

/** The name (in any case) or slug that another of the listed categories already has: the API would refuse it with 409. */
export function takenFields(values: Partial<CategoryFormValues>, categories: readonly Category[], editingId?: string): CategoryField[] {
  const others = categories.filter((category) => category.id !== editingId);
  const name = (values.name ?? '').trim().toLowerCase();
  const slug = (values.slug ?? '').trim().toLowerCase();
  const taken: CategoryField[] = [];
  if (name && others.some((category) => category.name.toLowerCase() === name)) taken.push('name');
  if (slug && others.some((category) => category.slug === slug)) taken.push('slug');
  return taken;
}

/** POST's body: a blank slug is left out (the API makes one from the name), a blank description too. */
export function createRequest(values: CategoryFormValues): CategoryCreateRequest {
  const slug = values.slug.trim().toLowerCase();
  const description = values.description.trim();
  return { name: values.name.trim(), ...(slug ? { slug } : {}), ...(description ? { description } : {}) };
}

/** PUT's body: only what differs from the saved category; a cleared description becomes null. Empty when nothing changed. */
export function updateRequest(saved: Category, values: CategoryFormValues): CategoryUpdateRequest {
  const changes: { name?: string; slug?: string; description?: string | null } = {};
  const name = values.name.trim();
  const slug = values.slug.trim().toLowerCase();
  const description = values.description.trim() || null;
  if (name !== saved.name) changes.name = name;
  if (slug !== saved.slug) changes.slug = slug;
  if (description !== (saved.description ?? null)) changes.description = description;
  return changes;
}

/** A server answer's `details` ([{ field, message }]) split into the form's fields and the rest (shown above the form). */
export const serverFieldErrors = (failure: unknown) => splitServerFieldErrors(failure, sameNameIn(categoryFields));
