import type {
  ContactBulkRequest,
  ContactBulkResponse,
  ContactFormTypes,
  ContactSubmission,
  ContactSubmissionList,
  ContactUpdateRequest,
  ContactUpdateResponse,
} from '@taxatlas/contracts/contact';
import { api, SESSION_TAG } from '../../../lib/api';
import { contactListQueryString, type ContactListParams } from './contact-list-params';

/**
 * Cache tag of everything read from the inbox (the list pages and the unread count in the navigation): a status
 * change or a bulk action refetches them all.
 */
export const CONTACT_TAG = 'ContactSubmissions' as const;

/** The unread count in the navigation refreshes on its own this often, so that new messages show up unasked. */
export const UNREAD_POLL_MS = 60_000;

/** The inbox's calls (api-contract.md, "Contact"; libs/contracts/src/contact.ts). Admins only on the server. */
export const contactApi = api.enhanceEndpoints({ addTagTypes: [CONTACT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/contact/form-types: the Form filter's options. */
    getContactFormTypes: build.query<ContactFormTypes, void>({
      query: () => 'contact/form-types',
      providesTags: [SESSION_TAG],
    }),
    /** GET /api/contact?page&search&status&from&to&formType → 20 a page and the total. */
    listContactSubmissions: build.query<ContactSubmissionList, ContactListParams>({
      query: (params) => `contact?${contactListQueryString(params)}`,
      providesTags: [SESSION_TAG, CONTACT_TAG],
    }),
    /** How many messages are unread: the total of GET /api/contact?status=unread (one page is read, its count kept). */
    getContactUnreadCount: build.query<number, void>({
      query: () => `contact?${contactListQueryString({ page: 1, status: 'unread' })}`,
      transformResponse: (list: ContactSubmissionList) => list.total,
      providesTags: [SESSION_TAG, CONTACT_TAG],
    }),
    /** PATCH /api/contact/:id {status, adminNote} → {success, message}. */
    updateContactSubmission: build.mutation<ContactUpdateResponse, { id: string; changes: ContactUpdateRequest }>({
      query: ({ id, changes }) => ({ url: `contact/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: [CONTACT_TAG],
    }),
    /**
     * Opening an unread message marks it read: PATCH {status: 'read'}. The row on screen turns read at once (the list
     * page it came from is patched in the cache, and put back if the call fails); the refetch confirms it.
     */
    markContactSubmissionRead: build.mutation<ContactUpdateResponse, { id: string; list: ContactListParams }>({
      query: ({ id }) => ({ url: `contact/${encodeURIComponent(id)}`, method: 'PATCH', body: { status: 'read' } }),
      async onQueryStarted({ id, list }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contactApi.util.updateQueryData('listContactSubmissions', list, (draft) => {
            const page = draft as { data: ContactSubmission[] };
            page.data = page.data.map((row) => (row._id === id ? { ...row, status: 'read' } : row));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [CONTACT_TAG],
    }),
    /** POST /api/contact/bulk {ids, action} → {success, affected}. */
    bulkContactSubmissions: build.mutation<ContactBulkResponse, ContactBulkRequest>({
      query: (body) => ({ url: 'contact/bulk', method: 'POST', body }),
      invalidatesTags: [CONTACT_TAG],
    }),
  }),
});

export const {
  useGetContactFormTypesQuery,
  useListContactSubmissionsQuery,
  useGetContactUnreadCountQuery,
  useUpdateContactSubmissionMutation,
  useMarkContactSubmissionReadMutation,
  useBulkContactSubmissionsMutation,
} = contactApi;
