import type { MediaItem, MediaItemWithUsage, MediaList } from '@taxatlas/contracts/media';
import { api, SESSION_TAG } from '../../../lib/api';

export const MEDIA_TAG = 'AdminMedia' as const;

export interface MediaListParams {
  readonly page: number;
  readonly limit: number;
  readonly search?: string | undefined;
}

export function mediaListQueryString({ page, limit, search }: MediaListParams): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search?.trim()) params.set('search', search.trim());
  return params.toString();
}

/** The media library's calls (GET/PATCH/DELETE /api/media…); uploads go through upload-media.ts for progress. */
export const mediaApi = api.enhanceEndpoints({ addTagTypes: [MEDIA_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listMedia: build.query<MediaList, MediaListParams>({
      query: (params) => `media?${mediaListQueryString(params)}`,
      providesTags: [SESSION_TAG, MEDIA_TAG],
    }),
    /** One image with the articles that use it (for the detail drawer and the delete warning). */
    getMedia: build.query<MediaItemWithUsage, string>({
      query: (id) => `media/${encodeURIComponent(id)}`,
      providesTags: [SESSION_TAG, MEDIA_TAG],
    }),
    updateMedia: build.mutation<MediaItem, { id: string; alt: string }>({
      query: ({ id, alt }) => ({ url: `media/${encodeURIComponent(id)}`, method: 'PATCH', body: { alt } }),
      invalidatesTags: [MEDIA_TAG],
    }),
    /** 409 MediaInUse unless `force` (the editor saw the warning and confirmed). */
    deleteMedia: build.mutation<{ success: true }, { id: string; force: boolean }>({
      query: ({ id, force }) => ({ url: `media/${encodeURIComponent(id)}${force ? '?force=true' : ''}`, method: 'DELETE' }),
      invalidatesTags: [MEDIA_TAG],
    }),
  }),
});

export const { useListMediaQuery, useGetMediaQuery, useUpdateMediaMutation, useDeleteMediaMutation } = mediaApi;
