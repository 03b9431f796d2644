import type { SettingsStore } from './desktop-settings';

/** The part of Electron's `safeStorage` the vault uses, so tests can give it a stand-in. */
export interface SecretCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface SessionVault {
  read(server: string): string | null;
  write(server: string, token: string | null): void;
  /** Whether tokens outlive the app: false when the OS has no keychain to encrypt them with. */
  readonly persistent: boolean;
}

/**
 * Session tokens per server ('local', or a remote server's URL), stored in the settings file only as ciphertext from
 * the OS keychain (Keychain, DPAPI, libsecret through `safeStorage`). Where the OS offers no keychain the token is
 * kept in memory for this run only: the user signs in again next time rather than finding a readable token on disk.
 */
export function createSessionVault(store: SettingsStore, cipher: SecretCipher): SessionVault {
  const persistent = cipher.isEncryptionAvailable();
  const memory = new Map<string, string>();
  return {
    persistent,
    read(server) {
      if (!persistent) return memory.get(server) ?? null;
      const encrypted = store.read().sessions?.[server];
      if (!encrypted) return null;
      try {
        return cipher.decryptString(Buffer.from(encrypted, 'base64'));
      } catch {
        // Encrypted by another OS user or keychain (a copied profile): unreadable, so treated as signed out.
        return null;
      }
    },
    write(server, token) {
      if (!persistent) {
        if (token) memory.set(server, token);
        else memory.delete(server);
        return;
      }
      store.update((current) => {
        const sessions = { ...current.sessions };
        if (token) sessions[server] = cipher.encryptString(token).toString('base64');
        else delete sessions[server];
        const { sessions: _previous, ...rest } = current;
        return Object.keys(sessions).length > 0 ? { ...rest, sessions } : rest;
      });
    },
  };
}
