import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateInstallSecret } from './install-secret';

describe('readOrCreateInstallSecret', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a long random secret, readable by the user only, in a folder it creates', () => {
    const file = join(dir, 'nested', '.jwt-secret');
    const secret = readOrCreateInstallSecret(file);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(secret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('returns the same secret on the next start', () => {
    const file = join(dir, '.jwt-secret');
    expect(readOrCreateInstallSecret(file)).toBe(readOrCreateInstallSecret(file));
  });

  it('differs between installs', () => {
    expect(readOrCreateInstallSecret(join(dir, 'a'))).not.toBe(readOrCreateInstallSecret(join(dir, 'b')));
  });

  it('replaces a secret too short for the API to accept', () => {
    const file = join(dir, '.jwt-secret');
    writeFileSync(file, 'short');
    expect(readOrCreateInstallSecret(file)).not.toBe('short');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  });
});
