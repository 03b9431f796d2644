// The release version: one number in every package.json, the tag release.yml checks against it, and
// `npm run release:version`, which a maintainer runs to cut a release (docs/releasing.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { manifestPaths, versionMismatches, versionOfTag } from './release-version.cjs';

const repositoryDir = resolve(__dirname, '../..');
const script = join(__dirname, 'release-version.cjs');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('the repository', () => {
  it('has one version in the root and every workspace, which the workspaces also depend on each other at', () => {
    const { version } = readJson(join(repositoryDir, 'package.json')) as { version: string };
    expect(manifestPaths(repositoryDir)).toEqual(
      expect.arrayContaining(['package.json', 'apps/desktop/package.json', 'apps/api/package.json']),
    );
    expect(versionMismatches(repositoryDir, version)).toEqual([]);
  });
});

describe('a release tag', () => {
  it.each(['v1.2.3', 'v0.10.0', 'v2.0.0-rc.1'])('%s stands for a version', (tag) => {
    expect(versionOfTag(tag)).toEqual({ version: tag.slice(1) });
  });

  it.each(['1.2.3', 'v1.2', 'v01.2.3', 'release-1.2.3', 'v1.2.3.4'])('%s is refused', (tag) => {
    expect(versionOfTag(tag)).toHaveProperty('error');
  });
});

describe('npm run release:version, on a copy of the repository', () => {
  let dir = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8' });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-version-'));
    for (const file of [...manifestPaths(repositoryDir), 'package-lock.json', '.prettierrc.json']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(repositoryDir, file), join(dir, file));
    }
    git('init', '--quiet');
    git('config', 'user.email', 'release-test@taxatlas.example');
    git('config', 'user.name', 'Release test');
    git('add', '.');
    git('commit', '--quiet', '-m', 'start');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sets the version everywhere, in the lockfile too, commits and tags it, and the tag then passes the check', () => {
    const result = run('set', '9.8.7');
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('git push --atomic origin HEAD v9.8.7');

    expect(versionMismatches(dir, '9.8.7')).toEqual([]);
    expect(readJson(join(dir, 'apps/desktop/package.json'))).toMatchObject({
      version: '9.8.7',
      dependencies: { '@taxatlas/api': '9.8.7' },
    });
    const lock = readJson(join(dir, 'package-lock.json')) as { version: string; packages: Record<string, { version?: string }> };
    expect(lock.version).toBe('9.8.7');
    for (const file of manifestPaths(dir)) expect(lock.packages[dirname(file).replace(/^\.$/, '')]?.version).toBe('9.8.7');

    expect(git('status', '--porcelain')).toBe('');
    expect(git('log', '-1', '--format=%s')).toBe('chore(release): v9.8.7');
    expect(git('describe', '--exact-match', 'HEAD')).toBe('v9.8.7');
    expect(git('cat-file', '-t', 'v9.8.7')).toBe('tag');

    // The rewritten manifests still pass the format step of `npm test`.
    const prettier = spawnSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--check', ...manifestPaths(dir)], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(prettier.stderr).toBe('');
    expect(prettier.status).toBe(0);

    // What release.yml then accepts, and only for that tag. (One test: each `set` runs npm for a second.)
    expect(run('check', 'v9.8.7').status).toBe(0);
    const wrongTag = run('check', 'v9.8.8');
    expect(wrongTag.status).toBe(1);
    expect(wrongTag.stderr).toContain('apps/api/package.json: version is 9.8.7');
  });

  it('finds a workspace left at another version', () => {
    const desktop = join(dir, 'apps/desktop/package.json');
    writeFileSync(desktop, JSON.stringify({ ...readJson(desktop), dependencies: { '@taxatlas/api': '0.0.1' } }));
    const { version } = readJson(join(dir, 'package.json')) as { version: string };
    const result = run('check', `v${version}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/desktop/package.json: dependencies.@taxatlas/api is 0.0.1');
  });

  it('refuses to start on a working tree with changes, and touches nothing', () => {
    writeFileSync(join(dir, 'notes.txt'), 'uncommitted');
    const result = run('set', '9.8.7');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/working tree has changes/);
    expect(git('status', '--porcelain')).toBe('?? notes.txt');
    expect(git('tag', '--list')).toBe('');
  });

  it('refuses a version that is not one', () => {
    const result = run('set', 'v9.8.7');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not a version/);
    expect(git('status', '--porcelain')).toBe('');
  });
});
