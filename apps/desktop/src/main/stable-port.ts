import { createServer } from 'node:net';

/**
 * Ports the app picks from for its own origin: below every common OS's ephemeral range (Linux 32768–60999, Windows
 * and macOS 49152–65535), so an outgoing connection of some other program is never handed our port by the OS, and
 * above the registered ports most services are configured on.
 */
export const STABLE_PORT_RANGE = { min: 20_000, max: 32_767 } as const;

/** Whether `port` can be bound on `host` right now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export interface StablePortChoice {
  readonly port: number;
  /** The port used before, when it was taken by another program and a new one had to be chosen. */
  readonly replaced?: number;
}

export interface StablePortOptions {
  readonly stored: number | undefined;
  readonly isFree: (port: number) => Promise<boolean>;
  readonly random?: () => number;
  readonly attempts?: number;
}

/**
 * The port of this install: the stored one while it is free, else a new random one from STABLE_PORT_RANGE (which the
 * caller stores). A random choice, not a fixed number, so that two OS users of one machine, or two installs, do not
 * fight over one port.
 */
export async function chooseStablePort({
  stored,
  isFree,
  random = Math.random,
  attempts = 50,
}: StablePortOptions): Promise<StablePortChoice> {
  if (stored !== undefined && (await isFree(stored))) return { port: stored };
  const span = STABLE_PORT_RANGE.max - STABLE_PORT_RANGE.min + 1;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const candidate = STABLE_PORT_RANGE.min + Math.floor(random() * span);
    if (candidate !== stored && (await isFree(candidate)))
      return stored === undefined ? { port: candidate } : { port: candidate, replaced: stored };
  }
  throw new Error(`no free port between ${STABLE_PORT_RANGE.min} and ${STABLE_PORT_RANGE.max} after ${attempts} attempts`);
}
