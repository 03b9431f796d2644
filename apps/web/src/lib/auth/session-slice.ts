import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const roles = ['user', 'editor', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * The signed-in person as the API returns them (api-contract.md, "Auth and users"; the same shape as `User` in
 * @taxatlas/contracts/auth).
 */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly preferredLanguage: 'en' | 'de';
  readonly createdAt: string;
}

/**
 * The session (product-spec.md, "States and transitions": Authentication). A stored token means signed in; `hydrated`
 * turns true once the first sync with browser storage (and, if needed, GET /api/auth/me) has finished, and stays true.
 */
export interface SessionState {
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly hydrated: boolean;
}

const initialState: SessionState = { token: null, user: null, hydrated: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Signed in (or re-synced): both the token and the user are known. */
    sessionStarted(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      return { ...state, token: action.payload.token, user: action.payload.user };
    },
    /** Signed out, or the stored session was not valid. */
    sessionEnded(state) {
      return { ...state, token: null, user: null };
    },
    sessionHydrated(state) {
      return state.hydrated ? state : { ...state, hydrated: true };
    },
  },
});

export const { sessionStarted, sessionEnded, sessionHydrated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The part of the root state the slice owns (the store in src/app mounts it under `session`). */
export type SessionRootState = { [sessionSlice.reducerPath]: SessionState };

export const selectSession = (state: SessionRootState): SessionState => state[sessionSlice.reducerPath];
