import { useMemo } from 'react';
import { useListAdminCategoriesQuery } from './categories-api';

export interface CategoryOption {
  /** The category's slug, which article writes name their category by. */
  readonly value: string;
  readonly label: string;
}

/**
 * Select options of every category in the editors' order, for the admin's other screens (the article editor, the
 * articles list filter). Shares the categories screen's cache, so a rename or a new category shows there at once.
 */
export function useCategoryOptions(): { options: readonly CategoryOption[]; loading: boolean } {
  const { data, isLoading } = useListAdminCategoriesQuery();
  const options = useMemo(() => (data?.data ?? []).map((category) => ({ value: category.slug, label: category.name })), [data]);
  return { options, loading: isLoading };
}
