import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The API signs sessions with JWT_SECRET and, in production, refuses to start without one of at least
 * 32 characters. A desktop install has no operator to set it, so each install makes its own on first run
 * and keeps it in the user-data folder, readable by the user only. (The API's own development fallback
 * uses the same file, `<dataDir>/.jwt-secret`, so sessions survive a switch between the two.)
 */
export function readOrCreateInstallSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
