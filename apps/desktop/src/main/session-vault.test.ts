import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSettingsStore } from './desktop-settings';
import { createSessionVault, type SecretCipher } from './session-vault';

/**
 * A stand-in for Electron's safeStorage: real AES-256-GCM under a key that belongs to "this OS user", so ciphertext
 * from another key (another user, a copied profile) does not decrypt.
 */
function keychainCipher(key = randomBytes(32)): SecretCipher & { encrypted: number } {
  const cipher = {
    encrypted: 0,
    isEncryptionAvailable: () => true,
    encryptString(plainText: string): Buffer {
      cipher.encrypted += 1;
      const iv = randomBytes(12);
      const aes = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([aes.update(plainText, 'utf8'), aes.final()]);
      return Buffer.concat([iv, aes.getAuthTag(), body]);
    },
    decryptString(encrypted: Buffer): string {
      const aes = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      aes.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([aes.update(encrypted.subarray(28)), aes.final()]).toString('utf8');
    },
  };
  return cipher;
}

/** A Linux desktop without a keyring: safeStorage would "encrypt" with a hard-coded key, so the vault must not use it. */
function noKeychain(): SecretCipher {
  return {
    isEncryptionAvailable: () => false,
    encryptString: () => {
      throw new Error('encryptString called without encryption');
    },
    decryptString: () => {
      throw new Error('decryptString called without encryption');
    },
  };
}

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJl';
const remote = 'https://tax.example.com';

describe('createSessionVault', () => {
  let dir = '';
  let file = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-vault-'));
    file = join(dir, 'desktop-settings.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Everything the vault left on disk, as text. */
  const onDisk = (): string =>
    readdirSync(dir)
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');

  describe('with the OS keychain', () => {
    it('keeps the token signed in across launches', () => {
      const key = randomBytes(32);
      createSessionVault(createSettingsStore(file), keychainCipher(key)).write('local', token);
      const nextLaunch = createSessionVault(createSettingsStore(file), keychainCipher(key));
      expect(nextLaunch.persistent).toBe(true);
      expect(nextLaunch.read('local')).toBe(token);
    });

    it('writes only ciphertext to disk, never the token or its base64', () => {
      const cipher = keychainCipher();
      createSessionVault(createSettingsStore(file), cipher).write(remote, token);
      expect(cipher.encrypted).toBe(1);
      const text = onDisk();
      expect(text).not.toContain(token);
      expect(text).not.toContain(Buffer.from(token).toString('base64'));
      for (const part of token.split('.')) expect(text).not.toContain(part);
      expect(createSettingsStore(file).read().sessions?.[remote]).toEqual(expect.any(String));
    });

    it('keeps one token per server', () => {
      const vault = createSessionVault(createSettingsStore(file), keychainCipher());
      vault.write('local', 'local-token');
      vault.write(remote, 'remote-token');
      expect(vault.read('local')).toBe('local-token');
      expect(vault.read(remote)).toBe('remote-token');
      expect(vault.read('https://other.example.com')).toBeNull();
    });

    it('signs out of one server without touching the other or the rest of the settings', () => {
      const store = createSettingsStore(file);
      store.update(() => ({ port: 24_680, remote: { serverUrl: remote } }));
      const vault = createSessionVault(store, keychainCipher());
      vault.write('local', 'local-token');
      vault.write(remote, 'remote-token');
      vault.write(remote, null);
      expect(vault.read(remote)).toBeNull();
      expect(vault.read('local')).toBe('local-token');
      expect(store.read()).toMatchObject({ port: 24_680, remote: { serverUrl: remote } });
    });

    it('leaves no sessions table once the last token is gone', () => {
      const store = createSettingsStore(file);
      const vault = createSessionVault(store, keychainCipher());
      vault.write('local', token);
      vault.write('local', null);
      expect(store.read()).toEqual({});
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({});
    });

    it('treats an empty token as signing out', () => {
      const vault = createSessionVault(createSettingsStore(file), keychainCipher());
      vault.write('local', token);
      vault.write('local', '');
      expect(vault.read('local')).toBeNull();
    });

    it('treats a token from another OS user (a copied profile) as signed out instead of failing', () => {
      createSessionVault(createSettingsStore(file), keychainCipher()).write('local', token);
      const otherUser = createSessionVault(createSettingsStore(file), keychainCipher());
      expect(otherUser.read('local')).toBeNull();
    });

    it('treats a damaged stored token as signed out', () => {
      const store = createSettingsStore(file);
      store.update(() => ({ sessions: { local: 'bm90IGNpcGhlcnRleHQ=' } }));
      expect(createSessionVault(store, keychainCipher()).read('local')).toBeNull();
    });
  });

  describe('without an OS keychain', () => {
    it('says that tokens do not outlive the app', () => {
      expect(createSessionVault(createSettingsStore(file), noKeychain()).persistent).toBe(false);
    });

    it('keeps the token for this run only, and never writes it to disk', () => {
      const vault = createSessionVault(createSettingsStore(file), noKeychain());
      vault.write(remote, token);
      expect(vault.read(remote)).toBe(token);
      expect(vault.read('local')).toBeNull();
      expect(existsSync(file)).toBe(false);
      expect(createSessionVault(createSettingsStore(file), noKeychain()).read(remote)).toBeNull();
    });

    it('signs out in memory', () => {
      const vault = createSessionVault(createSettingsStore(file), noKeychain());
      vault.write('local', token);
      vault.write('local', null);
      expect(vault.read('local')).toBeNull();
    });

    it('does not hand out a token encrypted in an earlier run that had a keychain', () => {
      createSessionVault(createSettingsStore(file), keychainCipher()).write('local', token);
      const vault = createSessionVault(createSettingsStore(file), noKeychain());
      expect(vault.read('local')).toBeNull();
      vault.write('local', 'new-token');
      expect(onDisk()).not.toContain('new-token');
    });
  });
});
