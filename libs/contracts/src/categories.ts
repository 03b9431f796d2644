import { z } from 'zod';
import type { ApiFailure } from './api';
import { slugPattern } from './articles';

/**
 * Category writes (editor/admin). GET /api/categories stays public: `Category` in articles.ts, ordered by
 * `position`, with `articleCount` (published) and, for editors, `allArticleCount` (any status).
 */

const nameField = () =>
  z
    .string({ error: () => 'is required' })
    .trim()
    .min(1, { error: () => 'is required' })
    .max(80, { error: () => 'must be at most 80 characters' });
const slugField = () =>
  z
    .string({ error: () => 'must be a slug of lower-case letters, digits and hyphens' })
    .trim()
    .toLowerCase()
    .max(120, { error: () => 'must be at most 120 characters' })
    .regex(slugPattern, { error: () => 'must be a slug of lower-case letters, digits and hyphens' });
const descriptionField = () =>
  z
    .string()
    .trim()
    .max(500, { error: () => 'must be at most 500 characters' })
    .nullable();

/** POST /api/categories → 201 Category; a taken name or slug is a 409. */
export const categoryCreateRequestSchema = z.strictObject({
  name: nameField(),
  slug: slugField().optional(),
  description: descriptionField().optional(),
});
export type CategoryCreateRequest = z.input<typeof categoryCreateRequestSchema>;

/** PUT /api/categories/:id → Category. A changed slug changes the category's /blog?category= link. */
export const categoryUpdateRequestSchema = z.strictObject({
  name: nameField().optional(),
  slug: slugField().optional(),
  description: descriptionField().optional(),
});
export type CategoryUpdateRequest = z.input<typeof categoryUpdateRequestSchema>;

/** PUT /api/categories/order: every category id, in the new order. */
export const categoryOrderRequestSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: () => 'must be category ids' }))
    .min(1)
    .max(500),
});
export type CategoryOrderRequest = z.input<typeof categoryOrderRequestSchema>;

/**
 * DELETE /api/categories/:id[?reassignTo=<slug>]. When articles use the category and no `reassignTo` is given: 409
 * `{ success: false, error, articleCount }`; with it, those articles move to that category first.
 */
export interface CategoryDeleteResponse {
  readonly success: true;
  readonly reassigned: number;
}

/** The 409 of that DELETE when articles use the category and no `reassignTo` was given. */
export interface CategoryInUseFailure extends ApiFailure {
  readonly articleCount: number;
}
