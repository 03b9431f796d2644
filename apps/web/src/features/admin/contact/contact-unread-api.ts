import type { ContactSubmissionList } from '@taxatlas/contracts/contact';
import { api, SESSION_TAG } from '../../../lib/api';

/**
 * Cache tag of everything read from the inbox (the list pages and the unread count in the navigation): a status
 * change or a bulk action refetches them all.
 */
export const CONTACT_TAG = 'ContactSubmissions' as const;

/** The unread count in the navigation refreshes on its own this often, so that new messages show up unasked. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The navigation's one call, apart from the inbox's (contact-api.ts): the layout loads with every admin screen, so
 * this module imports no runtime code of the contracts (their schemas would bring zod into the layout's chunk).
 */
export const contactUnreadApi = api.enhanceEndpoints({ addTagTypes: [CONTACT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** How many messages are unread: the total of GET /api/contact?status=unread (one page is read, its count kept). */
    getContactUnreadCount: build.query<number, void>({
      query: () => 'contact?page=1&status=unread',
      transformResponse: (list: ContactSubmissionList) => list.total,
      providesTags: [SESSION_TAG, CONTACT_TAG],
    }),
  }),
});

export const { useGetContactUnreadCountQuery } = contactUnreadApi;
