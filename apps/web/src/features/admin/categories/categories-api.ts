import type { Category, CategoryList } from '@taxatlas/contracts/articles';
import type {
  CategoryCreateRequest,
  CategoryDeleteResponse,
  CategoryOrderRequest,
  CategoryUpdateRequest,
} from '@taxatlas/contracts/categories';
import { api, SESSION_TAG } from '../../../lib/api';
import { inOrderOf } from './category-order';

const CATEGORIES_TAG = 'AdminCategories' as const;

/**
 * The editors' category calls (docs/api.md, "Categories"). The list is GET /api/categories/admin, which adds the
 * count of articles of any status (the public GET /api/categories counts published ones only).
 */
export const categoriesApi = api.enhanceEndpoints({ addTagTypes: [CATEGORIES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminCategories: build.query<CategoryList, void>({
      query: () => 'categories/admin',
      providesTags: [SESSION_TAG, CATEGORIES_TAG],
    }),
    /** POST /api/categories → 201 Category; 409 when the name or slug is taken. */
    createCategory: build.mutation<Category, CategoryCreateRequest>({
      query: (body) => ({ url: 'categories', method: 'POST', body }),
      invalidatesTags: [CATEGORIES_TAG],
    }),
    updateCategory: build.mutation<Category, { id: string; changes: CategoryUpdateRequest }>({
      query: ({ id, changes }) => ({ url: `categories/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: [CATEGORIES_TAG],
    }),
    /**
     * PUT /api/categories/order. The list shows the new order at once and goes back to the old one when the server
     * refuses; the server's answer (the whole list in its order) then replaces it.
     */
    reorderCategories: build.mutation<CategoryList, CategoryOrderRequest>({
      query: (body) => ({ url: 'categories/order', method: 'PUT', body }),
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          categoriesApi.util.updateQueryData('listAdminCategories', undefined, (draft) => ({ ...draft, data: inOrderOf(draft.data, ids) })),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(categoriesApi.util.upsertQueryData('listAdminCategories', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    /** DELETE /api/categories/:id[?reassignTo=slug]; 409 { articleCount } while articles use it and nothing is said. */
    deleteCategory: build.mutation<CategoryDeleteResponse, { id: string; reassignTo?: string }>({
      query: ({ id, reassignTo }) => ({
        url: `categories/${encodeURIComponent(id)}`,
        method: 'DELETE',
        ...(reassignTo ? { params: { reassignTo } } : {}),
      }),
      invalidatesTags: [CATEGORIES_TAG],
    }),
  }),
});

export const {
  useListAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useReorderCategoriesMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
