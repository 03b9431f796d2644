import { registerAreaMessages, type AreaCatalogue } from './area-messages';
import type { MessageId } from './catalogues';
import { useT, type Translate } from './use-t';

/** The message ids of a feature's catalogue (its English keys; messages.test.ts keeps German the same). */
export type CatalogueId<C extends AreaCatalogue> = Extract<keyof C['en'], string>;

/**
 * A feature's `t()` (docs/contributing.md, "Web"): registers the feature's catalogue under `area` when the module that
 * calls this is evaluated — the feature's own chunk, before its first render, so a public page never downloads it —
 * and returns a hook typed with the feature's ids and the shared ones. A feature inside another area (an admin
 * screen) passes that area's hook as `parent`: importing it registers the parent's catalogue first, and its ids join
 * the type.
 *
 *   export const useContactT = featureMessages('contact-form', contactFormMessages);
 *   export const useUsersT = featureMessages('admin-users', usersMessages, useAdminT);
 */
export function featureMessages<C extends AreaCatalogue, ParentId extends string = MessageId>(
  area: string,
  catalogue: C,
  parent?: () => Translate<ParentId>,
): () => Translate<CatalogueId<C> | ParentId | MessageId> {
  // The parent's module registered its catalogue when it was imported; it is named here for its ids' type only.
  void parent;
  registerAreaMessages(area, catalogue);
  return useT<CatalogueId<C> | ParentId | MessageId>;
}
