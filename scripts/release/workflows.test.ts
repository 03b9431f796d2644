// The GitHub Actions workflows cannot run on these machines, so `npm test` checks them here: every file in
// .github/workflows against GitHub's workflow schema with @action-validator/cli (the command a maintainer can
// also run by hand), release.yml against the rules docs/releasing.md promises, ci.yml against what its header
// promises, and that all of them, the server image and scripts/with-node24 run the Node.js release in .nvmrc.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { MAC_SECRETS, WIN_AZURE, WIN_CERTIFICATE } from './desktop-signing.cjs';

const repositoryDir = resolve(__dirname, '../..');
const workflowsDir = join(repositoryDir, '.github/workflows');
const validatorCli = join(dirname(require.resolve('@action-validator/cli/package.json')), 'cli.mjs');
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const releaseYml = readFileSync(join(workflowsDir, 'release.yml'), 'utf8');
const ciYml = readFileSync(join(workflowsDir, 'ci.yml'), 'utf8');

function validate(file: string) {
  return spawnSync(process.execPath, [validatorCli, file], { encoding: 'utf8' });
}

describe('action-validator', () => {
  it('finds the release and CI workflows', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['release.yml', 'release-published.yml', 'ci.yml']));
  });

  it.each(workflowFiles)('accepts .github/workflows/%s', (name) => {
    const result = validate(join(workflowsDir, name));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  describe('rejects a broken workflow', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'taxatlas-workflow-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each([
      ['an unknown key in a job', releaseYml.replace('timeout-minutes: 10', 'timeout-minutez: 10'), /timeout-minutez/],
      [
        'a job that needs a job that does not exist',
        releaseYml.replace('needs: draft-release', 'needs: draft-relaese'),
        /unresolved job draft-relaese/,
      ],
      ['an unknown permission level', releaseYml.replace('packages: write', 'packages: admin'), /OneOf conditions are not met|Enum/],
      ['an unknown trigger', ciYml.replace('pull_request:', 'pull_requests:'), /pull_requests/],
    ])('with %s', (_what, broken, reported) => {
      expect(broken).not.toBe(releaseYml);
      const file = join(dir, 'broken.yml');
      writeFileSync(file, broken);
      const result = validate(file);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(reported);
    });
  });
});

/** The lines of one job of a workflow, release.yml unless told (from `  name:` under `jobs:` to the next job). */
function job(name: string, workflow = releaseYml): string {
  const lines = workflow.slice(workflow.indexOf('\njobs:\n')).split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`the workflow has no job ${name}`);
  const end = lines.findIndex((line, index) => index > start && /^ {2}[\w-]+:/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('release.yml', () => {
  it('runs for version tags only, one run per tag, never cancelled half-way', () => {
    expect(releaseYml).toMatch(/^on:\n {2}push:\n {4}tags:\n {6}- 'v\*\.\*\.\*'\n\n/m);
    expect(releaseYml).toMatch(/^concurrency:\n {2}group: release-\$\{\{ github\.ref \}\}\n {2}cancel-in-progress: false$/m);
  });

  it('pins every action to a major version', () => {
    const uses = [...releaseYml.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(8);
    for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  it('reads only contents by default; a job gets write access only where it publishes', () => {
    expect(releaseYml).toMatch(/^permissions:\n {2}contents: read\n/m);
    const writes = (name: string) => [...job(name).matchAll(/^ {6}([\w-]+): write$/gm)].map((match) => match[1]);
    expect(writes('verify')).toEqual([]);
    expect(writes('draft-release')).toEqual(['contents']);
    expect(writes('container')).toEqual(['packages']);
    expect(writes('desktop')).toEqual(['contents']);
  });

  it('runs the README test command against PostgreSQL and Redis before anything is published', () => {
    const verify = job('verify');
    expect(verify).toMatch(/run: npm ci\n/);
    expect(verify).toMatch(/run: npm test\n/);
    expect(verify).toMatch(/image: postgres:/);
    expect(verify).toMatch(/image: redis:/);
    expect(verify).toContain('run: node scripts/release/release-version.cjs check "$TAG"');
    expect(job('draft-release')).toMatch(/needs: verify/);
    expect(job('container')).toMatch(/needs: verify/);
    expect(job('desktop')).toMatch(/needs: draft-release/);
  });

  it('publishes to a draft release, and never changes a published one', () => {
    const draft = job('draft-release');
    expect(draft).toContain('gh release create "$TAG" --draft --verify-tag');
    expect(draft).toMatch(/if \[ "\$draft" != "true" \]; then[\s\S]*exit 1/);
    expect(job('desktop')).toContain('--publish always');
  });

  it('pushes the image to ghcr.io with version tags, not latest', () => {
    const container = job('container');
    expect(container).toContain('images: ghcr.io/${{ github.repository }}');
    expect(container).toContain('flavor: latest=false');
    expect(container).toContain('file: docker/Dockerfile');
  });

  it('builds macOS, Windows and Linux installers', () => {
    const desktop = job('desktop');
    expect(desktop).toMatch(/platform: mac\n.*\n.*\n {12}targets: --mac --arm64 --x64/);
    expect(desktop).toMatch(/platform: win\n.*\n {12}targets: --win --x64/);
    expect(desktop).toMatch(/platform: linux\n.*\n {12}targets: --linux --x64/);
    expect(desktop).toContain('run: node scripts/release/desktop-signing.cjs "$PLATFORM"');
    expect(desktop).toMatch(/^ {4}environment: release$/m);
  });

  it('takes every credential from the secret store, and each platform gets only its own signing secrets', () => {
    const macOnly = MAC_SECRETS;
    const winOnly = [...WIN_CERTIFICATE, ...WIN_AZURE.filter((name) => name.startsWith('AZURE_CLIENT') || name === 'AZURE_TENANT_ID')];
    const secretNames = new Set([...releaseYml.matchAll(/secrets\.(\w+)/g)].map((match) => match[1] ?? ''));
    expect([...secretNames].sort()).toEqual([...macOnly, ...winOnly, 'GITHUB_TOKEN'].sort());

    const assignments = [...releaseYml.matchAll(/^ +([A-Z_]+|password): (.*)$/gm)].map(([, name = '', value = '']) => ({ name, value }));
    for (const { name, value } of assignments) {
      if (macOnly.includes(name)) expect(value).toBe(`\${{ matrix.platform == 'mac' && secrets.${name} || '' }}`);
      if (winOnly.includes(name)) expect(value).toBe(`\${{ matrix.platform == 'win' && secrets.${name} || '' }}`);
      if (name === 'GH_TOKEN' || name === 'password') expect(value).toBe('${{ secrets.GITHUB_TOKEN }}');
    }
    // Both steps that need the signing secrets (deciding, packaging) get all of them.
    for (const name of [...macOnly, ...winOnly]) expect(assignments.filter((entry) => entry.name === name)).toHaveLength(2);
  });
});

describe('ci.yml', () => {
  it("runs on every push to a branch and on every pull request; version tags are release.yml's", () => {
    expect(ciYml).toMatch(/^on:\n {2}push:\n {4}branches:\n {6}- '\*\*'\n {2}pull_request:\n\n/m);
  });

  it('cancels the run a newer push to the same branch or pull request supersedes', () => {
    expect(ciYml).toMatch(
      /^concurrency:\n {2}group: ci-\$\{\{ github\.event\.pull_request\.number \|\| github\.ref \}\}\n {2}cancel-in-progress: true$/m,
    );
  });

  it('reads only contents and pins every action to a major version', () => {
    expect(ciYml).toMatch(/^permissions:\n {2}contents: read\n/m);
    expect(ciYml).not.toMatch(/: write$/m);
    expect(ciYml).not.toMatch(/secrets\./);
    const uses = [...ciYml.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses).toEqual(['actions/checkout@v6', 'actions/setup-node@v6', 'actions/upload-artifact@v7']);
  });

  it('runs the README test command against PostgreSQL and Redis, with a browser and a cached npm', () => {
    const test = job('test', ciYml);
    expect(test).toMatch(/run: npm ci\n/);
    expect(test).toMatch(/run: npm test\n/);
    expect(test.indexOf('run: npm ci')).toBeLessThan(test.indexOf('run: npm test'));
    expect(test).toMatch(/image: postgres:/);
    expect(test).toMatch(/image: redis:/);
    expect(test).toContain('TEST_DATABASE_URL: postgres://postgres@127.0.0.1:5432/test');
    expect(test).toContain('TEST_REDIS_URL: redis://127.0.0.1:6379');
    // What e2e/support/chromium-flags.mjs launches instead of Debian's /usr/bin/chromium.
    expect(test).toContain('CHROMIUM_PATH: /usr/bin/google-chrome');
    expect(test).toMatch(/uses: actions\/setup-node@v6\n {8}with:\n {10}node-version-file: \.nvmrc\n {10}cache: npm\n/);
  });

  it('keeps the test report of every run that was not cancelled, passed or failed', () => {
    expect(job('test', ciYml)).toMatch(
      /- name: Keep the test report\n {8}if: \$\{\{ !cancelled\(\) \}\}\n {8}uses: actions\/upload-artifact@v7\n {8}with:\n {10}name: test-results\n {10}path: test-results\/\n/,
    );
  });
});

describe('Node.js version', () => {
  const pinned = readFileSync(join(repositoryDir, '.nvmrc'), 'utf8').trim();
  const major = pinned.split('.')[0];

  it('.nvmrc pins one exact Node 24 LTS release, the line every other place follows', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });

  it.each(workflowFiles)('.github/workflows/%s sets up Node from .nvmrc', (name) => {
    const workflow = readFileSync(join(workflowsDir, name), 'utf8');
    expect(workflow).not.toMatch(/node-version:/);
    const setups = workflow.split('uses: actions/setup-node@').slice(1);
    for (const setup of setups) expect(setup).toMatch(/^v\d+\n {8}with:\n {10}node-version-file: \.nvmrc\n/);
  });

  it('the CI and release tests run on it', () => {
    expect(ciYml).toContain('node-version-file: .nvmrc');
    expect(job('verify')).toContain('node-version-file: .nvmrc');
    expect(job('desktop')).toContain('node-version-file: .nvmrc');
  });

  it('the server image is built and runs on the same line', () => {
    const dockerfile = readFileSync(join(repositoryDir, 'docker/Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual([`node:${major}-bookworm-slim`, 'toolchain', 'toolchain', `node:${major}-bookworm-slim`]);
  });

  it("package.json's engines admit that line and no longer Node 20", () => {
    const { engines } = JSON.parse(readFileSync(join(repositoryDir, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(engines.node.split(' || ')).toContain(`>=${major}`);
    expect(engines.node).not.toMatch(/\b20\b/);
  });

  it('.ci/run installs and tests under it through scripts/with-node24, which reads .nvmrc', () => {
    expect(readFileSync(join(repositoryDir, 'scripts/with-node24'), 'utf8')).toContain('<"$root/.nvmrc"');
    expect(readFileSync(join(repositoryDir, '.ci/run'), 'utf8')).toMatch(/^scripts\/with-node24 npm ci\nscripts\/with-node24 npm test\n/m);
  });
});
