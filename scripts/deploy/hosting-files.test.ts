// The hosting files cannot run in `npm test` (no container engine, no cluster): `npm run test:containers` runs
// docker/compose.yml with podman, and these checks hold the rest to what docs/deployment.md promises. js-yaml is the
// YAML parser already in the lock file (a dependency of Jest's coverage tooling); the manifests are checked as data.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- js-yaml 3 has no types of its own
const { loadAll } = require('js-yaml') as { loadAll(text: string): unknown[] };

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed YAML, checked below

const repositoryDir = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(join(repositoryDir, file), 'utf8');
const documents = (file: string) => loadAll(read(file)).filter(Boolean) as Yaml[];

describe('docker/compose.yml', () => {
  const text = read('docker/compose.yml');
  const [compose] = documents('docker/compose.yml');
  const services = compose!.services as Record<string, Yaml>;

  it('runs PostgreSQL, Redis, the migration step, two replicas and Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'db', 'migrate', 'proxy', 'redis']);
    expect(services.db!.image).toBe('postgres:${POSTGRES_VERSION:-16}');
    expect(services.proxy!.image).toBe('caddy:2');
    expect(services.migrate!.command).toEqual(['node', 'apps/api/dist/cli/migrate.js']);
  });

  it('gives every long-running service a health check, and starts the replicas after the migration succeeded', () => {
    for (const name of ['db', 'redis', 'api-1', 'api-2', 'proxy']) expect(services[name]!.healthcheck.test[0]).toBe('CMD-SHELL');
    expect(services.migrate!.healthcheck.test).toEqual(['NONE']);
    for (const name of ['api-1', 'api-2']) {
      expect(services[name]!.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(services[name]!.healthcheck.test[1]).toContain('/api/health');
    }
    expect(services.proxy!.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' } });
  });

  it('shares what replicas must share, and trusts only the proxy in front', () => {
    for (const name of ['api-1', 'api-2']) {
      const environment = services[name]!.environment as Yaml;
      expect(environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', MEDIA_STORE: 'database', TRUST_PROXY: '1' });
      expect(environment.DATABASE_URL).toMatch(/@db:5432\/taxatlas$/);
      expect(services[name]!.ports).toBeUndefined();
    }
  });

  it('publishes only the proxy, on 127.0.0.1, and has no default for a secret', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy!.ports).toEqual(['127.0.0.1:${TAXATLAS_PORT:-8080}:80']);
    for (const secret of ['JWT_SECRET', 'POSTGRES_PASSWORD']) {
      expect(text).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
      expect(text).not.toMatch(new RegExp(`\\$\\{${secret}:-`));
    }
  });

  it('sends Caddy to both replicas, checking each on /api/health', () => {
    const caddyfile = read('docker/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
  });
});

describe('deploy/kubernetes', () => {
  const dir = 'deploy/kubernetes';
  const files = readdirSync(join(repositoryDir, dir)).filter((name) => name.endsWith('.yaml'));
  const manifests = files.flatMap((file) => documents(`${dir}/${file}`).map((document) => ({ file, document })));
  const byKind = (kind: string) => manifests.filter(({ document }) => document.kind === kind).map(({ document }) => document);

  it('parses every file, each document with an API version and a kind', () => {
    expect(files.sort()).toEqual([
      'configmap.yaml',
      'deployment.yaml',
      'ingress.yaml',
      'kustomization.yaml',
      'migrate-job.yaml',
      'pod-disruption-budget.yaml',
      'service.yaml',
    ]);
    for (const { document } of manifests) expect([typeof document.apiVersion, typeof document.kind]).toEqual(['string', 'string']);
  });

  it('lists every resource but the Job in the kustomization (upgrade.sh runs the Job first)', () => {
    const [kustomization] = byKind('Kustomization');
    expect([...kustomization!.resources].sort()).toEqual(files.filter((file) => !/^(kustomization|migrate-job)\.yaml$/.test(file)).sort());
  });

  it('probes readiness and startup on /api/health, liveness on the port alone, as a non-root user', () => {
    const [deployment] = byKind('Deployment');
    const pod = deployment!.spec.template.spec;
    const [container] = pod.containers;
    expect(container.ports).toEqual([{ name: 'http', containerPort: 3000 }]);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.livenessProbe.httpGet).toBeUndefined();
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(deployment!.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(deployment!.spec.selector.matchLabels).toEqual(deployment!.spec.template.metadata.labels);
  });

  it('runs the migrations as a pre-upgrade Job with the same settings as the servers', () => {
    const [job] = byKind('Job');
    expect(job!.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const pod = job!.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    expect(pod.containers[0].command.slice(0, 2)).toEqual(['node', 'apps/api/dist/cli/migrate.js']);
    const [deployment] = byKind('Deployment');
    expect(pod.containers[0].envFrom).toEqual(deployment!.spec.template.spec.containers[0].envFrom);
  });

  it('keeps secrets out of the repository: the ConfigMap holds none, the Secret is referenced, not defined', () => {
    expect(byKind('Secret')).toEqual([]);
    const [configMap] = byKind('ConfigMap');
    for (const key of ['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD']) expect(configMap!.data[key]).toBeUndefined();
  });

  it('has an upgrade script that bash accepts', () => {
    const result = spawnSync('bash', ['-n', join(repositoryDir, dir, 'upgrade.sh')], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
