import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role, User } from '@taxatlas/contracts/auth';

/** The roles, as a value for runtime checks (a type-only import above keeps zod and the contracts out of the bundle). */
export const roles = ['user', 'editor', 'admin'] as const satisfies readonly Role[];
export type { Role };

/** The signed-in person as the API returns them: `User` of @taxatlas/contracts/auth (docs/api.md, "Authentication"). */
export type SessionUser = User;

/**
 * The session (docs/product.md, "Sessions"). A stored token means signed in; `hydrated`
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
