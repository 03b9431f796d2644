import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestAccount {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface StoredSession {
  readonly token: string;
  readonly user: Record<string, unknown>;
}

let counter = 0;

/** A fresh account's details: unique per run, per project and per call (the e2e database lives for one run). */
export function newAccount(prefix: string, names: { firstName?: string; lastName?: string } = {}): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}${counter}`;
  const username = `${prefix}-${id}`.toLowerCase().slice(0, 30);
  return {
    email: `${username}@taxatlas.example`,
    username,
    password: `e2e pass ${id} long enough`,
    firstName: names.firstName ?? '',
    lastName: names.lastName ?? '',
  };
}

/** POST /api/auth/register: the account exists and has a session; returns its token and user. */
export async function registerViaApi(request: APIRequestContext, account: TestAccount): Promise<StoredSession> {
  const response = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      username: account.username,
      password: account.password,
      ...(account.firstName ? { firstName: account.firstName } : {}),
      ...(account.lastName ? { lastName: account.lastName } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredSession;
}

/** POST /api/auth/login. */
export async function loginViaApi(request: APIRequestContext, email: string, password: string): Promise<StoredSession> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredSession;
}

/** Puts a session into browser storage as the app keeps it (keys token and user), then opens `path`. */
export async function openSignedIn(page: Page, session: StoredSession, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** Fills and submits /login. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Opens the header's user menu and chooses an item. */
export async function chooseFromUserMenu(page: Page, item: string | RegExp): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: item }).click();
}
