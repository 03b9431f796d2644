/** The session, its guards and the returnTo rule (docs/contributing.md, "Web"; docs/product.md, "Sessions" and "Roles and permissions"). */
export { Authorization, NotAllowed, RequireAuth, RequireRole } from './guards';
export { loginHref, safeReturnTo } from './return-to';
export {
  roles,
  selectSession,
  sessionReducer,
  sessionSlice,
  type Role,
  type SessionRootState,
  type SessionState,
  type SessionUser,
} from './session-slice';
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session-storage';
export { fetchCurrentUser, startSessionSync, syncSession } from './session-sync';
export { SessionSync } from './session-sync-effect';
export { useSession, type Session } from './use-session';
