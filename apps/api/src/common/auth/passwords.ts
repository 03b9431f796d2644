import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended configuration (Password Storage Cheat Sheet): 19 MiB of memory, two
 * passes, one lane. About 25–45 ms per hash on one core of a 2020s server, on libuv's thread pool, so the event loop
 * keeps answering meanwhile. Raising them later is safe: verifyPassword reads the parameters from each stored hash,
 * and a login rehashes a hash made with older ones (needsRehash).
 */
export const passwordHashOptions = {
  // Algorithm.Argon2id; the package declares a const enum, which isolated modules cannot read at run time.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const currentParameters = `$argon2id$v=19$m=${passwordHashOptions.memoryCost},t=${passwordHashOptions.timeCost},p=${passwordHashOptions.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** False for a wrong password and for anything that is not an argon2 hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(currentParameters);
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as checking a real password, for a login whose account does not exist, so that the answer's timing
 * does not tell which e-mail addresses have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** Computes the dummy hash ahead of the first login, which would otherwise take one hash longer than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}
