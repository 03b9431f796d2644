import { configureStore } from '@reduxjs/toolkit';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, withBearer } from '../api';
import { I18nProvider } from '../i18n/i18n-provider';
import { Authorization, RequireAuth, RequireRole } from './guards';
import { sessionEnded, sessionHydrated, sessionReducer, sessionSlice, sessionStarted, type SessionUser } from './session-slice';
import { startSessionSync, syncSession } from './session-sync';
import { SessionSync } from './session-sync-effect';
import { useSession } from './use-session';

const user = (role: SessionUser['role'] = 'user', overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: `id-${role}`,
  email: `${role}@taxatlas.example`,
  username: role,
  firstName: 'Ada',
  lastName: 'Lovelace',
  role,
  preferredLanguage: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.reducerPath]: sessionReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
type TestStore = ReturnType<typeof createTestStore>;

const stored = () => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') });

beforeEach(() => localStorage.clear());

describe('session slice', () => {
  it('starts signed out and not hydrated, signs in and out, and stays hydrated once hydrated', () => {
    let state = sessionReducer(undefined, { type: 'init' });
    expect(state).toEqual({ token: null, user: null, hydrated: false });
    state = sessionReducer(state, sessionStarted({ token: 't1', user: user('admin') }));
    expect(state).toMatchObject({ token: 't1', user: { role: 'admin' }, hydrated: false });
    state = sessionReducer(state, sessionHydrated());
    state = sessionReducer(state, sessionEnded());
    expect(state).toEqual({ token: null, user: null, hydrated: true });
  });
});

describe('syncSession (browser storage → store)', () => {
  it('no token: signed out, and a stray stored user is removed', async () => {
    localStorage.setItem('user', JSON.stringify(user()));
    const store = createTestStore();
    const fetchUser = jest.fn();
    await syncSession(store.dispatch, fetchUser);
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('token and user: signed in without asking the API', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(user('editor')));
    const store = createTestStore();
    const fetchUser = jest.fn();
    await syncSession(store.dispatch, fetchUser);
    expect(store.getState().session).toMatchObject({ token: 't1', user: { role: 'editor' } });
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it.each([
    ['no stored user', undefined],
    ['an unreadable stored user', '{not json'],
    ['a stored value that is no user', JSON.stringify({ role: 'superuser' })],
  ])('token with %s: fetches the current user with the token and stores it', async (_case, storedUser) => {
    localStorage.setItem('token', 't1');
    if (storedUser !== undefined) localStorage.setItem('user', storedUser);
    const store = createTestStore();
    const fetchUser = jest.fn().mockResolvedValue(user('admin'));
    await syncSession(store.dispatch, fetchUser);
    expect(fetchUser).toHaveBeenCalledWith('t1');
    expect(store.getState().session).toMatchObject({ token: 't1', user: { role: 'admin' } });
    expect(JSON.parse(stored().user ?? 'null')).toMatchObject({ role: 'admin', email: 'admin@taxatlas.example' });
  });

  it('token without user and the fetch fails or is empty: token and user are cleared', async () => {
    localStorage.setItem('token', 'expired');
    const store = createTestStore();
    await syncSession(store.dispatch, jest.fn().mockResolvedValue(undefined));
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('drops an answer that arrives after the token changed in the meantime', async () => {
    localStorage.setItem('token', 'old');
    const store = createTestStore();
    let resolve: (value: SessionUser) => void = () => undefined;
    const pending = syncSession(store.dispatch, () => new Promise((done) => (resolve = done)));
    localStorage.setItem('token', 'new');
    resolve(user('admin'));
    await pending;
    expect(store.getState().session.user).toBeNull();
    expect(stored()).toEqual({ token: 'new', user: null });
  });
});

describe('startSessionSync (first sync, hydrated flag, other tabs)', () => {
  const storageEvent = (key: string | null) => new StorageEvent('storage', { key, storageArea: localStorage });

  it('sets hydrated once the first sync has finished, including the fetch of the current user', async () => {
    localStorage.setItem('token', 't1');
    const store = createTestStore();
    let resolve: (value: SessionUser) => void = () => undefined;
    const stop = startSessionSync(store.dispatch, () => new Promise((done) => (resolve = done)));
    await Promise.resolve();
    expect(store.getState().session.hydrated).toBe(false);
    resolve(user());
    await waitFor(() => expect(store.getState().session.hydrated).toBe(true));
    expect(store.getState().session.user).toMatchObject({ role: 'user' });
    stop();
  });

  it('follows a sign-in and a sign-out in another tab, and ignores other keys', async () => {
    const store = createTestStore();
    const fetchUser = jest.fn().mockResolvedValue(undefined);
    const stop = startSessionSync(store.dispatch, fetchUser);
    await waitFor(() => expect(store.getState().session.hydrated).toBe(true));

    // Another tab signs in: it writes both keys, each write fires an event here.
    localStorage.setItem('token', 't2');
    localStorage.setItem('user', JSON.stringify(user('admin')));
    window.dispatchEvent(storageEvent('token'));
    window.dispatchEvent(storageEvent('user'));
    await waitFor(() => expect(store.getState().session).toMatchObject({ token: 't2', user: { role: 'admin' } }));

    // A change of another key does nothing.
    localStorage.removeItem('token');
    window.dispatchEvent(storageEvent('preferred-language'));
    await Promise.resolve();
    expect(store.getState().session.token).toBe('t2');

    // Signed out there (or storage cleared: key null).
    window.dispatchEvent(storageEvent(null));
    await waitFor(() => expect(store.getState().session).toMatchObject({ token: null, user: null }));
    stop();
    localStorage.setItem('token', 't3');
    localStorage.setItem('user', JSON.stringify(user()));
    window.dispatchEvent(storageEvent('token'));
    await Promise.resolve();
    expect(store.getState().session.token).toBeNull();
  });
});

function Harness({ store, route, children }: { store: TestStore; route: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider initialLanguage="en">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function signedIn(role: SessionUser['role'] | null, hydrated = true): TestStore {
  const store = createTestStore();
  if (role) store.dispatch(sessionStarted({ token: 't', user: user(role) }));
  if (hydrated) store.dispatch(sessionHydrated());
  return store;
}

describe('guards', () => {
  const routes = (
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route element={<RequireAuth />}>
        <Route path="/settings" element={<p>settings screen</p>} />
        <Route element={<RequireRole roles={['admin', 'editor']} />}>
          <Route path="/admin/dashboard/*" element={<p>dashboard screen</p>} />
        </Route>
      </Route>
    </Routes>
  );

  it('RequireAuth waits for the first sync with a spinner', () => {
    render(<Harness store={signedIn(null, false)} route="/settings" children={routes} />);
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('RequireAuth sends an anonymous visitor to /login?returnTo=<path and query>', () => {
    render(<Harness store={signedIn(null)} route="/admin/dashboard/users?page=2" children={routes} />);
    expect(screen.getByTestId('login')).toHaveTextContent('/login?returnTo=%2Fadmin%2Fdashboard%2Fusers%3Fpage%3D2');
  });

  it('RequireAuth lets a signed-in user through', () => {
    render(<Harness store={signedIn('user')} route="/settings" children={routes} />);
    expect(screen.getByText('settings screen')).toBeInTheDocument();
  });

  it('RequireRole shows the 403 screen to a signed-in user without the role', () => {
    render(<Harness store={signedIn('user')} route="/admin/dashboard" children={routes} />);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('dashboard screen')).not.toBeInTheDocument();
  });

  it.each(['admin', 'editor'] as const)('RequireRole lets an %s through', (role) => {
    render(<Harness store={signedIn(role)} route="/admin/dashboard/articles" children={routes} />);
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('RequireRole on its own also redirects an anonymous visitor', () => {
    render(
      <Harness store={signedIn(null)} route="/x">
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/x" element={<RequireRole roles={['admin']}>only admins</RequireRole>} />
        </Routes>
      </Harness>,
    );
    expect(screen.getByTestId('login')).toHaveTextContent('/login?returnTo=%2Fx');
  });

  it('Authorization renders its children only when allowed', () => {
    const view = (store: TestStore) =>
      render(
        <Harness store={store} route="/">
          <Authorization roles={['admin']} forbiddenFallback={<span>no users link</span>}>
            <span>users link</span>
          </Authorization>
          <Authorization roles={['admin', 'editor']} policyCheck={false}>
            <span>policy refused</span>
          </Authorization>
          <Authorization policyCheck>
            <span>any signed-in user</span>
          </Authorization>
        </Harness>,
      );
    const admin = view(signedIn('admin'));
    expect(screen.getByText('users link')).toBeInTheDocument();
    expect(screen.getByText('any signed-in user')).toBeInTheDocument();
    expect(screen.queryByText('policy refused')).not.toBeInTheDocument();
    admin.unmount();
    const editor = view(signedIn('editor'));
    expect(screen.getByText('no users link')).toBeInTheDocument();
    editor.unmount();
    view(signedIn(null));
    expect(screen.getByText('no users link')).toBeInTheDocument();
    expect(screen.queryByText('any signed-in user')).not.toBeInTheDocument();
  });
});

describe('useSession', () => {
  it('exposes the role flags, signs in (storage included) and signs out, revoking the token', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as typeof fetch;
    try {
      const store = signedIn(null);
      const { result } = renderHook(() => useSession(), {
        wrapper: ({ children }: { children: ReactNode }) => <Harness store={store} route="/" children={children} />,
      });
      const latest = () => result.current;
      expect(latest()).toMatchObject({ user: null, token: null, hydrated: true, isAdmin: false, isEditor: false });

      act(() => latest().signIn('t-admin', user('admin')));
      expect(latest()).toMatchObject({ token: 't-admin', isAdmin: true, isEditor: false });
      expect(latest().hasRole(['admin', 'editor'])).toBe(true);
      expect(stored().token).toBe('t-admin');
      expect(JSON.parse(stored().user ?? 'null')).toMatchObject({ role: 'admin' });

      act(() => latest().signIn('t-editor', user('editor')));
      expect(latest()).toMatchObject({ isAdmin: false, isEditor: true });

      act(() => latest().signOut());
      expect(latest()).toMatchObject({ user: null, token: null, isAdmin: false, isEditor: false });
      expect(stored()).toEqual({ token: null, user: null });
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toMatch(/\/api\/auth\/logout$/);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t-editor');
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

describe('SessionSync (mounted by the app providers)', () => {
  it('signs an anonymous visitor out and hydrates at once, then follows a sign-in in another tab', async () => {
    localStorage.setItem('user', JSON.stringify(user()));
    const store = createTestStore();
    render(
      <Provider store={store}>
        <SessionSync />
      </Provider>,
    );
    expect(store.getState().session).toEqual({ token: null, user: null, hydrated: true });
    expect(stored().user).toBeNull();

    localStorage.setItem('token', 't9');
    localStorage.setItem('user', JSON.stringify(user('editor')));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
    });
    await waitFor(() => expect(store.getState().session).toMatchObject({ token: 't9', user: { role: 'editor' } }));
  });

  it('with a stored session, hydrates once the sync has run', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(user('admin')));
    const store = createTestStore();
    render(
      <Provider store={store}>
        <SessionSync />
      </Provider>,
    );
    await waitFor(() => expect(store.getState().session).toMatchObject({ token: 't1', user: { role: 'admin' }, hydrated: true }));
  });
});

describe('the bearer token on API calls', () => {
  it('is added from storage when there is a token, and only then', () => {
    expect(withBearer(new Headers()).has('Authorization')).toBe(false);
    localStorage.setItem('token', 'abc');
    expect(withBearer(new Headers()).get('Authorization')).toBe('Bearer abc');
    expect(withBearer(new Headers({ Authorization: 'Bearer explicit' })).get('Authorization')).toBe('Bearer explicit');
  });
});
