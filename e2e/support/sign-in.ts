import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './accounts';

export interface SignedIn {
  readonly token: string;
  readonly user: { readonly id: string; readonly email: string; readonly username: string; readonly role: string };
}

/** POST /api/auth/login: the token and user of an account (email or username in `email`). */
export async function logIn(request: APIRequestContext, email: string, password: string): Promise<SignedIn> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `log in as ${email}`).toBe(200);
  return (await response.json()) as SignedIn;
}

export const logInAsAdmin = (request: APIRequestContext) => logIn(request, e2eAdmin.email, e2eAdmin.password);

/**
 * Signs the page in the way the app keeps a session (docs/product.md, "Browser storage": `token` and `user`), without
 * going through /login: stored before any page script runs, on every later navigation of this page.
 */
export async function signInThroughStorage(page: Page, session: SignedIn): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/** A fresh account (POST /api/auth/register) with a name unique to this run. */
export async function registerUser(request: APIRequestContext, prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `${prefix}-${suffix}`.slice(0, 30);
  const password = `e2e password ${suffix} for ${prefix}`;
  const response = await request.post('/api/auth/register', {
    data: { email: `${username}@e2e.example`, username, password, firstName: 'Erin', lastName: 'Example' },
  });
  expect(response.status(), `register ${username}`).toBe(201);
  const body = (await response.json()) as SignedIn;
  return { ...body, password };
}

/** An admin sets a user's role (PUT /api/admin/users/:id); the user's old sessions end. */
export async function setRole(request: APIRequestContext, adminToken: string, userId: string, role: 'user' | 'editor' | 'admin') {
  const response = await request.put(`/api/admin/users/${userId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { role },
  });
  expect(response.status()).toBe(200);
}

/** Collects Content-Security-Policy violations of every later page load, read back with `cspViolations`. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __violations?: string[] };
    store.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      store.__violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
