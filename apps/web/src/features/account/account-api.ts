import type { ActiveSessionList, AuthResponse, LoginRequest, RegisterRequest, UserResponse } from '@taxatlas/contracts/auth';
import type { ChangePasswordRequest, ChangePasswordResponse, ProfileUpdateRequest } from '@taxatlas/contracts/users';
import { api, SESSION_TAG, withRetryAfter } from '../../lib/api';

/** Accounts (docs/api.md, "Authentication" and "Users") and the public site settings /signup reads. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      transformErrorResponse: (error, meta) => withRetryAfter(error, meta),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformErrorResponse: (error, meta) => withRetryAfter(error, meta),
    }),
    updateProfile: build.mutation<UserResponse, ProfileUpdateRequest>({
      query: (body) => ({ url: 'users/profile', method: 'PUT', body }),
    }),
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'users/change-password', method: 'PUT', body }),
      transformErrorResponse: (error, meta) => withRetryAfter(error, meta),
    }),
    getSessions: build.query<ActiveSessionList, void>({
      query: () => 'auth/sessions',
      providesTags: [SESSION_TAG],
    }),
    endSession: build.mutation<void, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SESSION_TAG],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
} = accountApi;
