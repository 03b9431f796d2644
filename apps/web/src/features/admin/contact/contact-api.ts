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
import { CONTACT_TAG } from './contact-unread-api';

/** The inbox's calls (docs/api.md, "Contact"; libs/contracts/src/contact.ts). Admins only on the server. */
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
  useUpdateContactSubmissionMutation,
  useMarkContactSubmissionReadMutation,
  useBulkContactSubmissionsMutation,
} = contactApi;
