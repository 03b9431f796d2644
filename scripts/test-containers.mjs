// `npm run test:containers`: builds the real docker/Dockerfile with podman, starts docker/compose.yml unchanged
// (PostgreSQL, Redis, the migration step, two API replicas, Caddy) and checks, through the proxy and on each replica:
//   1. the site and a calculation through the proxy;
//   2. a login on one replica used on the other;
//   3. an article with an uploaded image, the image served by both replicas;
//   4. PostgreSQL restarted mid-load (a restart, then a stop of some seconds and a start): the API recovers by itself
//      and every acknowledged write is there.
// The stack is always taken down (with its volumes) at the end; the containers' logs stay in test-results/containers/.
// Not part of `npm test`: it takes minutes (README).
// Where there is no Docker, a support folder named by the CONTAINERS_SUPPORT environment variable provides podman's
// settings and local stand-ins for the public base images (docs/testing.md, "Containers"; docs/deployment.md, "Tested
// here"). Unset, the machine's own podman settings and the public images are used: no default folder is assumed.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { fetchInside, podmanEnvironment, podmanOf, run } from './containers/podman.mjs';
import { gradientPng } from './containers/png.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const supportDir = process.env.CONTAINERS_SUPPORT || undefined;
const composeFile = path.join(root, 'docker', 'compose.yml');
const project = `taxatlas-ct-${process.pid}`;
const image = 'localhost/taxatlas:test-containers';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const step = (text) => console.log(`\n[${elapsed()}] ${text}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  console.log(`  ok  ${what}`);
}

/** How long PostgreSQL stays down in the second outage. */
const OUTAGE_SECONDS = 8;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

// Generated for this run only: the compose file has no defaults for secrets, and the API refuses weak ones.
const secrets = {
  JWT_SECRET: randomBytes(48).toString('base64url'),
  POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
  ADMIN_EMAIL: 'containers-admin@example.com',
  ADMIN_PASSWORD: `ct-${randomBytes(18).toString('base64url')}`,
};

const baseEnv = podmanEnvironment(supportDir);
const { podman, containerOf, inspect } = podmanOf(baseEnv, project);
const port = await freePort();
const composeEnv = {
  ...baseEnv,
  ...secrets,
  TAXATLAS_IMAGE: image,
  TAXATLAS_PORT: String(port),
  // The stand-ins have PostgreSQL 15 only; the file's default is 16.
  POSTGRES_VERSION: process.env.POSTGRES_VERSION ?? '15',
  // The load below sends hundreds of messages from one address: lift the per-address limits for this stack only.
  RATE_LIMIT_PER_MINUTE: '0',
  CONTACT_PER_IP_PER_HOUR: '1000000',
};
const compose = (args, options = {}) => run('podman-compose', ['-p', project, '-f', composeFile, ...args], { env: composeEnv, ...options });
const proxy = `http://127.0.0.1:${port}`;

/** Runs each service's own health check (podman runs them on a timer only under systemd) until it passes. */
async function waitHealthy(service, seconds) {
  const container = await containerOf(service);
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const result = await podman(['healthcheck', 'run', container], { allowFailure: true });
    if (result.status === 0) return console.log(`  ok  ${service} is healthy (its compose health check passes) after ${elapsed()}`);
    const state = await inspect(container, '{{.State.Status}}');
    if (Date.now() > deadline || state === 'exited') {
      const { stdout, stderr } = await podman(['logs', '--tail', '40', container], { allowFailure: true });
      throw new Error(`${service} is not healthy (${state}): ${result.stdout}${result.stderr}\n--- its log:\n${stdout}${stderr}`);
    }
    await sleep(2000);
  }
}

async function jsonRequest(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text, json: () => JSON.parse(text) };
}

async function checkSiteAndCalculation() {
  step('The site and a calculation through the proxy');
  const home = await jsonRequest(`${proxy}/`);
  check(home.status === 200 && /text\/html/.test(home.type) && /<div id="root">/.test(home.text), 'GET / is the HTML page of the site');
  // GOV.UK 2024-25: £60,000 in England pays 37,700 × 20% + 9,730 × 40% = £11,432 income tax (income-tax.int-spec.ts).
  const calculation = await jsonRequest(`${proxy}/api/income-tax/calculate`, {
    method: 'POST',
    body: { grossIncome: 60000, taxYear: '2024-25' },
  });
  check(
    calculation.status === 200 && calculation.json().data.incomeTax === 11432,
    'POST /api/income-tax/calculate: £11,432 on £60,000 (2024-25)',
  );
}

async function checkLoginAcrossReplicas(replicas) {
  step('A login on one replica used on the other');
  const login = await fetchInside(podman, replicas[0], '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD }),
  });
  check(login.status === 200 && typeof login.json().token === 'string', `the ADMIN_EMAIL admin logs in on ${replicas[0]}`);
  const { token } = login.json();
  const me = await fetchInside(podman, replicas[1], '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  check(me.status === 200 && me.json().user.email === secrets.ADMIN_EMAIL, `${replicas[1]} knows that session (GET /api/auth/me)`);
  return token;
}

async function checkArticleWithImage(replicas, token) {
  step('An article with an uploaded image, served by both replicas');
  const png = gradientPng(960, 540);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'containers-test.png');
  form.append('alt', 'A gradient uploaded by the container test');
  const uploaded = await fetch(`${proxy}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const media = await uploaded.json();
  check(uploaded.status === 201 && media.variants.length > 1, `POST /api/media through the proxy: ${media.variants?.length} sizes`);
  const title = `Served by both replicas ${project}`;
  const created = await jsonRequest(`${proxy}/api/articles`, {
    method: 'POST',
    token,
    body: {
      title,
      excerpt: 'An article the container test writes.',
      content: `<p>Either replica serves this image.</p><p><img src="${media.url}" alt="A gradient"></p>`,
      status: 'published',
      coverImage: media.url,
      coverImageAlt: 'A gradient',
    },
  });
  check(created.status === 201, 'POST /api/articles (published, with the image as cover and in the body)');
  const { slug } = created.json();
  for (const replica of replicas) {
    const article = await fetchInside(podman, replica, `/api/articles/${slug}`);
    const data = article.status === 200 ? article.json() : {};
    const found = data.data ?? data;
    check(found.title === title && found.coverImage === media.url && found.content.includes(media.url), `${replica} serves the article`);
  }
  for (const variant of media.variants) {
    const copies = [];
    for (const replica of replicas) copies.push(await fetchInside(podman, replica, variant.url));
    check(
      copies.every((copy) => copy.status === 200 && copy.type === variant.type && copy.bytes.length === variant.size) &&
        new Set(copies.map((copy) => sha256(copy.bytes))).size === 1,
      `${variant.url} (${variant.width} × ${variant.height}): the same ${variant.size} bytes from both replicas`,
    );
  }
}

async function checkDatabaseRestartUnderLoad(replicas, token) {
  step('PostgreSQL restarted while contact messages are sent through the proxy');
  const db = await containerOf('db');
  const startedAt = async () => Promise.all(replicas.map((replica) => inspect(replica, '{{.State.StartedAt}} {{.RestartCount}}')));
  const before = await startedAt();
  const acknowledged = new Set();
  const outcomes = {};
  let sent = 0;
  let stop = false;
  let restartedAt = Infinity;
  let recoveredAt;
  const sender = async () => {
    while (!stop) {
      const subject = `[${project} #${(sent += 1)}]`;
      let outcome;
      try {
        const response = await fetch(`${proxy}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Load test',
            email: 'load@example.com',
            subject,
            message: 'Sent while PostgreSQL restarts.',
            startedAt: Date.now() - 60_000,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        outcome = response.status;
        if (response.status === 201) {
          acknowledged.add(subject);
          if (Date.now() > restartedAt && recoveredAt === undefined) recoveredAt = Date.now();
        }
      } catch (error) {
        outcome = error.name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      await sleep(20);
    }
  };
  const senders = Array.from({ length: 4 }, sender);
  const recoveries = [];
  /** Takes PostgreSQL away with `action`, then waits until a write succeeds again and holds for a few seconds. */
  const outage = async (label, action) => {
    await sleep(3000);
    console.log(`  ..  ${label} (${acknowledged.size} messages acknowledged so far)`);
    recoveredAt = undefined;
    restartedAt = Infinity;
    await action();
    restartedAt = Date.now();
    const deadline = Date.now() + 120_000;
    while (recoveredAt === undefined && Date.now() < deadline) await sleep(250);
    recoveries.push({ label, seconds: recoveredAt === undefined ? undefined : (recoveredAt - restartedAt) / 1000 });
    // Keep the load on a little longer once it is back: the recovery must hold, not flicker.
    if (recoveredAt !== undefined) await sleep(5000);
  };
  await outage(`podman restart ${db}`, () => podman(['restart', db]));
  // A restart long enough for both replicas' pools to lose every connection and for Caddy's health checks to take
  // the replicas out and back in (a bare restart is over in half a second).
  await outage(`podman stop ${db}, ${OUTAGE_SECONDS} s without it, podman start`, async () => {
    await podman(['stop', db]);
    await sleep(OUTAGE_SECONDS * 1000);
    await podman(['start', db]);
  });
  stop = true;
  await Promise.all(senders);
  console.log(`  ..  outcomes of ${sent} requests: ${JSON.stringify(outcomes)}`);
  // While PostgreSQL is away the API answers 503 with Retry-After (apps/api/src/common/database/database-unavailable.ts)
  // and Caddy may answer 502/503 for a replica it has taken out; a 500 would mean an unrecognised database failure.
  check(!outcomes[500], `no request was answered 500 while PostgreSQL was away (${outcomes[500] ?? 0} were)`);
  for (const { label, seconds } of recoveries) {
    check(seconds !== undefined, `after ${label}: writes succeed again ${seconds?.toFixed(1)} s after PostgreSQL was started`);
  }
  check(JSON.stringify(await startedAt()) === JSON.stringify(before), 'neither replica was restarted: each recovered by itself');
  for (const replica of replicas)
    check((await fetchInside(podman, replica, '/api/health')).status === 200, `${replica}: /api/health is 200`);

  const exported = await fetch(`${proxy}/api/contact/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  const csv = await exported.text();
  check(exported.status === 200, 'the admin exports the inbox (GET /api/contact/export.csv)');
  const missing = [...acknowledged].filter((subject) => !csv.includes(subject));
  const stored = csv.split('\n').filter((line) => line.includes(`[${project} #`)).length;
  check(
    missing.length === 0,
    `all ${acknowledged.size} acknowledged messages are stored (${stored} stored in all; a request can be stored after its answer was lost)${
      missing.length ? `; missing: ${missing.slice(0, 10).join(' ')}` : ''
    }`,
  );
}

async function anonymousVolumes() {
  const { stdout } = await podman(['ps', '-a', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.Names}}'], {
    allowFailure: true,
  });
  const volumes = [];
  for (const container of stdout.split('\n').filter(Boolean)) {
    const names = await inspect(container, '{{range .Mounts}}{{if eq .Type "volume"}}{{.Name}} {{end}}{{end}}').catch(() => '');
    volumes.push(...names.split(' ').filter((name) => name && !name.startsWith(`${project}_`)));
  }
  return volumes;
}

/** Every container's output, kept in test-results/containers/ (git-ignored) for reading after a failure. */
async function keepLogs() {
  const dir = path.join(root, 'test-results', 'containers');
  mkdirSync(dir, { recursive: true });
  const { stdout } = await podman(['ps', '-a', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.Names}}'], {
    allowFailure: true,
  });
  for (const container of stdout.split('\n').filter(Boolean)) {
    const { stdout: out, stderr } = await podman(['logs', container], { allowFailure: true });
    writeFileSync(path.join(dir, `${container.replace(`${project}_`, '')}.log`), out + stderr);
  }
  console.log(`  ..  container logs in ${path.relative(root, dir)}/`);
}

async function takeDown() {
  step(`Taking the stack down (${project})`);
  await keepLogs().catch((error) => console.error(`  ..  could not keep the logs: ${error.message}`));
  const volumes = await anonymousVolumes().catch(() => []);
  await compose(['down', '-v'], { allowFailure: true });
  for (const volume of volumes) await podman(['volume', 'rm', '-f', volume], { allowFailure: true });
  await podman(['network', 'rm', '-f', `${project}_default`], { allowFailure: true });
}

let failed = false;
let stackUp = false;
const interrupted = async () => {
  if (stackUp) await takeDown();
  process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
try {
  if (supportDir && existsSync(path.join(supportDir, 'build-standins.sh'))) {
    // node24: docker/Dockerfile's node:24-bookworm-slim.
    step('Local stand-ins for the public base images (node 24, postgres, redis, caddy)');
    await run('bash', [path.join(supportDir, 'build-standins.sh'), 'node24', 'postgres', 'redis', 'caddy'], { env: baseEnv, show: true });
  }
  step(`podman build -f docker/Dockerfile -t ${image} (the real Dockerfile, unchanged)`);
  // --format docker keeps the Dockerfile's HEALTHCHECK (the OCI format has none); --network host reaches the registry.
  await podman(['build', '--format', 'docker', '--network', 'host', '-f', 'docker/Dockerfile', '-t', image, root], { show: true });
  check((await inspect(image, '{{.Config.User}}')) === 'node', 'the image runs as the unprivileged user node');

  step(`podman-compose -p ${project} -f docker/compose.yml up -d (proxy on 127.0.0.1:${port})`);
  stackUp = true;
  await compose(['up', '-d'], { show: true });
  step('Waiting for every service to be healthy');
  for (const service of ['db', 'redis']) await waitHealthy(service, 120);
  const migrate = await containerOf('migrate');
  const migrated = (await podman(['wait', migrate])).stdout.trim();
  const migrateLog = await podman(['logs', migrate]);
  console.log(`  ..  the migration step said: ${(migrateLog.stdout + migrateLog.stderr).trim().split('\n').slice(-1)[0]}`);
  check(migrated === '0', 'the migration step exited with 0');
  for (const service of ['api-1', 'api-2', 'proxy']) await waitHealthy(service, 240);
  const replicas = [await containerOf('api-1'), await containerOf('api-2')];

  await checkSiteAndCalculation();
  const token = await checkLoginAcrossReplicas(replicas);
  await checkArticleWithImage(replicas, token);
  await checkDatabaseRestartUnderLoad(replicas, token);
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  if (stackUp) await takeDown();
  console.log(`\ntest:containers ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 60_000).toFixed(1)} minutes`);
}
process.exit(failed ? 1 : 0);
