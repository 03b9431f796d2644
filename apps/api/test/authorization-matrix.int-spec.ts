import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { Role } from '@taxatlas/contracts/auth';
import request from 'supertest';
import { CategoriesService } from '../src/modules/categories/categories.service';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { ArticleRevisionSchema } from '../src/modules/articles/entities/article-revision.entity';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

type Caller = 'anonymous' | Role;
const callers: readonly Caller[] = ['anonymous', 'user', 'editor', 'admin'];
const anyRole: readonly Role[] = ['user', 'editor', 'admin'];

interface Probe {
  /** Values for the path's {parameters}. */
  readonly params?: Record<string, string>;
  readonly body?: object;
}

interface Access {
  /** The roles that may call the endpoint; every other signed-in role gets exactly 403, anonymous exactly 401. */
  readonly roles: readonly Role[];
  /** A request that an allowed caller can send without spoiling the next checks; may create what it needs. */
  readonly probe?: (testApp: TestApp) => Promise<Probe> | Probe;
}

/** A fresh account whose only purpose is to be edited or deleted by an allowed caller. */
const throwawayUser = async (testApp: TestApp): Promise<Probe> => ({ params: { id: (await createAccount(testApp)).user.id } });

/** A fresh category whose only purpose is to be edited or deleted by an allowed caller. */
const throwawayCategory = async (testApp: TestApp): Promise<Probe> => {
  const category = await testApp.app.get(CategoriesService).create({ name: `Matrix ${randomBytes(6).toString('hex')}` });
  return { params: { id: category.id } };
};
/** A fresh draft article (version 1, one revision) for an allowed caller to read, edit, restore or delete. */
async function draftArticle(testApp: TestApp): Promise<{ id: string; revisionId: string }> {
  const em = testApp.app.get(MikroORM).em.fork();
  const article = await new ArticleWriter(em).create({ title: `Matrix ${randomUUID()}`, content: '<p>Matrix.</p>' });
  const [revision] = await em.find(ArticleRevisionSchema, { articleId: article.id });
  return { id: article.id, revisionId: revision!.id };
}
const articleProbe = async (testApp: TestApp): Promise<Probe> => ({ params: await draftArticle(testApp) });

/**
 * Who may call every protected endpoint. Endpoints join the check by being secured in the OpenAPI document
 * (@ApiBearerAuth, through ApiSession()); one missing here fails the test, so each new one needs a decision.
 * The admin's articles, media and contact endpoints join as their issues add them.
 */
const expectedAccess: Readonly<Record<string, Access>> = {
  'GET /api/auth/me': { roles: anyRole },
  'POST /api/auth/logout': { roles: anyRole },
  'GET /api/auth/sessions': { roles: anyRole },
  // An id that is none of the caller's sessions: a 404 shows the route was reached, and no session ends.
  'DELETE /api/auth/sessions/{id}': { roles: anyRole, probe: () => ({ params: { id: randomBytes(32).toString('base64url') } }) },
  'GET /api/users/profile': { roles: anyRole },
  'PUT /api/users/profile': { roles: anyRole, probe: () => ({ body: { firstName: 'Matrix' } }) },
  'PUT /api/users/change-password': {
    roles: anyRole,
    // A wrong current password: a 400 shows the route was reached, and the password stays as it is.
    probe: () => ({ body: { currentPassword: 'not the password', newPassword: 'a new and long passphrase' } }),
  },
  'GET /api/bookmarks': { roles: anyRole },
  'POST /api/articles/{id}/bookmark': { roles: anyRole, probe: () => ({ params: { id: 'vat-explained' } }) },
  'DELETE /api/articles/{id}/bookmark': { roles: anyRole, probe: () => ({ params: { id: 'vat-explained' } }) },
  'GET /api/admin/users': { roles: ['admin'] },
  'PUT /api/admin/users/{id}': {
    roles: ['admin'],
    probe: async (testApp) => ({ ...(await throwawayUser(testApp)), body: { firstName: 'Matrix' } }),
  },
  'DELETE /api/admin/users/{id}': { roles: ['admin'], probe: throwawayUser },
  'GET /api/admin/users/settings': { roles: ['admin'] },
  'PUT /api/admin/users/settings': { roles: ['admin'], probe: () => ({ body: { announcement: '' } }) },
  'GET /api/admin/dashboard': { roles: ['admin', 'editor'] },
  'GET /api/categories/admin': { roles: ['admin', 'editor'] },
  'POST /api/categories': { roles: ['admin', 'editor'], probe: () => ({ body: { name: `Matrix ${randomBytes(6).toString('hex')}` } }) },
  'PUT /api/categories/{id}': {
    roles: ['admin', 'editor'],
    probe: async (testApp) => ({ ...(await throwawayCategory(testApp)), body: { description: 'Checked by the matrix' } }),
  },
  // An id that is no category: a 400 shows the route was reached, and the order stays as it is.
  'PUT /api/categories/order': { roles: ['admin', 'editor'], probe: () => ({ body: { ids: ['00000000-0000-4000-8000-000000000000'] } }) },
  'DELETE /api/categories/{id}': { roles: ['admin', 'editor'], probe: throwawayCategory },
  'GET /api/articles/stats': { roles: ['admin', 'editor'] },
  'GET /api/articles/admin/views': { roles: ['admin', 'editor'] },
  'GET /api/articles/admin/{id}': { roles: ['admin', 'editor'], probe: articleProbe },
  'POST /api/articles': { roles: ['admin', 'editor'], probe: () => ({ body: { title: `Matrix ${randomUUID()}` } }) },
  // An id that is no article: a 200 with affected 0 shows the route was reached, and nothing changes.
  'POST /api/articles/bulk': { roles: ['admin', 'editor'], probe: () => ({ body: { ids: [randomUUID()], action: 'archive' } }) },
  'PUT /api/articles/{id}': {
    roles: ['admin', 'editor'],
    probe: async (testApp) => ({ ...(await articleProbe(testApp)), body: { title: 'Matrix edit', version: 1 } }),
  },
  'DELETE /api/articles/{id}': { roles: ['admin', 'editor'], probe: articleProbe },
  'GET /api/articles/{id}/revisions': { roles: ['admin', 'editor'], probe: articleProbe },
  'GET /api/articles/{id}/revisions/{revisionId}': { roles: ['admin', 'editor'], probe: articleProbe },
  'POST /api/articles/{id}/revisions/{revisionId}/restore': {
    roles: ['admin', 'editor'],
    probe: async (testApp) => ({ ...(await articleProbe(testApp)), body: { version: 1 } }),
  },
  'GET /api/media': { roles: ['admin', 'editor'] },
  // No file: a 400 naming `file` shows the route was reached, and nothing is stored.
  'POST /api/media': { roles: ['admin', 'editor'] },
  // An id that is no image: a 404 shows the route was reached, and nothing changes.
  'GET /api/media/{id}': { roles: ['admin', 'editor'], probe: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }) },
  'PATCH /api/media/{id}': {
    roles: ['admin', 'editor'],
    probe: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: { alt: 'Matrix' } }),
  },
  'DELETE /api/media/{id}': { roles: ['admin', 'editor'], probe: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }) },
  'GET /api/admin/analytics': { roles: ['admin', 'editor'] },
  // The contact inbox holds visitors' e-mail and IP addresses: admins only, not editors.
  'GET /api/contact/form-types': { roles: ['admin'] },
  'GET /api/contact': { roles: ['admin'] },
  'GET /api/contact/export.csv': { roles: ['admin'] },
  // An id that is no submission: a 404 shows the route was reached, and nothing changes.
  'PATCH /api/contact/{id}': {
    roles: ['admin'],
    probe: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: { status: 'read' } }),
  },
  // An id that is no submission: a 200 with affected 0 shows the route was reached, and nothing changes.
  'POST /api/contact/bulk': { roles: ['admin'], probe: () => ({ body: { ids: [randomUUID()], action: 'delete' } }) },
};

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly secured: boolean;
}

function operationsOf(document: { paths: Record<string, Record<string, { security?: unknown[] }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      secured: Array.isArray(operation.security) && operation.security.length > 0,
    })),
  );
}

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

function pathWith(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? 'vat-explained'));
}

describe.each(databaseKinds)('authorization matrix: anonymous, user, editor, admin × every protected endpoint (%s)', (kind) => {
  let testApp: TestApp;
  let operations: Operation[];
  const accounts = new Map<Role, Account>();
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits);
    for (const role of anyRole) accounts.set(role, await createAccount(testApp, role));
    operations = operationsOf((await http().get('/api/docs/openapi.json')).body);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A token of its own for every request, so that a logout or a revocation never affects the next check. */
  async function tokenOf(role: Role): Promise<string> {
    const account = accounts.get(role)!;
    const response = await http().post('/api/auth/login').send({ email: account.user.email, password: account.password });
    expect(response.status).toBe(200);
    return response.body.token as string;
  }

  async function send(operation: Operation, caller: Caller, probe: Probe, token?: string): Promise<request.Response> {
    const call = http()[operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](
      pathWith(operation.path, probe.params),
    );
    const bearer = token ?? (caller === 'anonymous' ? undefined : await tokenOf(caller));
    if (bearer) call.set('Authorization', `Bearer ${bearer}`);
    return probe.body ? call.send(probe.body) : call;
  }

  it('has an expected-access entry for every secured endpoint, and no entry for an endpoint that is gone', () => {
    const secured = operations.filter((operation) => operation.secured).map(keyOf);
    expect(secured.filter((key) => !(key in expectedAccess))).toEqual([]);
    expect(Object.keys(expectedAccess).filter((key) => !secured.includes(key))).toEqual([]);
  });

  it('answers exactly 401 to anonymous callers and to a junk token, 403 to roles not allowed, and lets allowed roles through', async () => {
    const outcomes: string[] = [];
    const problems: string[] = [];
    for (const operation of operations.filter((entry) => entry.secured)) {
      const access = expectedAccess[keyOf(operation)]!;
      for (const caller of callers) {
        const probe = (await access.probe?.(testApp)) ?? {};
        const response = await send(operation, caller, probe);
        const allowed = caller !== 'anonymous' && access.roles.includes(caller);
        const expected = caller === 'anonymous' ? 'exactly 401' : allowed ? 'neither 401 nor 403, nor a 5xx' : 'exactly 403';
        const right =
          caller === 'anonymous'
            ? response.status === 401
            : allowed
              ? ![401, 403].includes(response.status) && response.status < 500
              : response.status === 403;
        outcomes.push(`${keyOf(operation)} as ${caller}: ${response.status}`);
        if (!right)
          problems.push(`${keyOf(operation)} as ${caller}: ${response.status}, expected ${expected} (${JSON.stringify(response.body)})`);
        if (!right || response.status < 400) continue;
        expect(response.body).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
      }
      const junk = await send(operation, 'anonymous', (await access.probe?.(testApp)) ?? {}, 'not.a.token');
      if (junk.status !== 401) problems.push(`${keyOf(operation)} with a junk token: ${junk.status}, expected exactly 401`);
    }
    expect(problems).toEqual([]);
    expect(outcomes.length).toBe(Object.keys(expectedAccess).length * callers.length);
    // Every signed-in call logs in afresh (argon2, tens of milliseconds) and some create accounts: far past jest's 5 s.
  }, 60_000);

  it('lets anonymous callers reach every endpoint the document does not secure (no undocumented guard)', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter((entry) => !entry.secured)) {
      const response = await send(operation, 'anonymous', operation.method === 'GET' ? {} : { body: {} });
      if ([401, 403].includes(response.status))
        problems.push(`${keyOf(operation)}: ${response.status} without being documented as secured`);
    }
    expect(problems).toEqual([]);
  });
});
