import type { ContactCreateRequest, ContactCreateResponse } from '@taxatlas/contracts/contact';
import { api, withRetryAfter } from '../../lib/api';

/** POST /api/contact (docs/api.md, "Contact"): public; the server records the address and the browser itself. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactCreateResponse, ContactCreateRequest>({
      query: (body) => ({
        url: 'contact',
        method: 'POST',
        body,
        // The page tells the visitor "sent" only for the answer that means stored: 201 with success. Anything else
        // (a proxy's 200 page, an empty body) is a failure, and the form keeps what was typed.
        validateStatus: (response, result: unknown) =>
          response.status === 201 && typeof result === 'object' && result !== null && (result as { success?: unknown }).success === true,
      }),
      transformErrorResponse: (error, meta) => withRetryAfter(error, meta),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
