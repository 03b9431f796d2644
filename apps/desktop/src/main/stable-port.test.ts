import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSettingsStore } from './desktop-settings';
import { chooseStablePort, isPortFree, STABLE_PORT_RANGE } from './stable-port';

/** Another program holding a port on 127.0.0.1 (`port` 0: one the OS picks). */
function occupy(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server));
  });
}

const portOf = (server: Server): number => (server.address() as AddressInfo).port;
const close = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

/** A `random` that yields the given values in turn, as fractions of the range (0 → min, just under 1 → max). */
function sequence(...values: number[]): () => number {
  let next = 0;
  return () => {
    const value = values[next % values.length];
    next += 1;
    return value ?? 0;
  };
}

const fractionFor = (port: number): number => (port - STABLE_PORT_RANGE.min + 0.5) / (STABLE_PORT_RANGE.max - STABLE_PORT_RANGE.min + 1);

describe('isPortFree', () => {
  const held: Server[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map(close));
  });

  it('is false while another program listens on the port, and true once it has let go', async () => {
    const other = await occupy();
    const port = portOf(other);
    expect(await isPortFree(port)).toBe(false);
    await close(other);
    expect(await isPortFree(port)).toBe(true);
  });

  it('leaves the port free after probing it, so the app can bind it next', async () => {
    const earlier = await occupy();
    const port = portOf(earlier);
    await close(earlier);
    expect(await isPortFree(port)).toBe(true);
    const app = await occupy(port);
    held.push(app);
    expect(portOf(app)).toBe(port);
  });
});

describe('chooseStablePort', () => {
  const held: Server[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map(close));
  });

  it('keeps the stored port while it is free, so the origin (and its localStorage) stays the same', async () => {
    const random = jest.fn(() => 0.5);
    expect(await chooseStablePort({ stored: 24_680, isFree: async () => true, random })).toEqual({ port: 24_680 });
    expect(random).not.toHaveBeenCalled();
  });

  it('picks a port in the stable range on the first launch, without reporting a replacement', async () => {
    const choice = await chooseStablePort({ stored: undefined, isFree: async () => true });
    expect(choice.replaced).toBeUndefined();
    expect(choice.port).toBeGreaterThanOrEqual(STABLE_PORT_RANGE.min);
    expect(choice.port).toBeLessThanOrEqual(STABLE_PORT_RANGE.max);
  });

  it('stays below every common ephemeral range and above the well-known ports', () => {
    expect(STABLE_PORT_RANGE.min).toBeGreaterThan(1023);
    expect(STABLE_PORT_RANGE.max).toBeLessThan(32_768);
  });

  it.each([
    ['the lowest', 0, STABLE_PORT_RANGE.min],
    ['the highest', 1 - Number.EPSILON, STABLE_PORT_RANGE.max],
  ])('can reach %s port of the range and no further', async (_name, value, port) => {
    expect(await chooseStablePort({ stored: undefined, isFree: async () => true, random: () => value })).toEqual({ port });
  });

  it('moves to another port when another program has taken the stored one, and names the old one', async () => {
    const other = await occupy();
    held.push(other);
    const stored = portOf(other);
    const choice = await chooseStablePort({ stored, isFree: (port) => isPortFree(port) });
    expect(choice.replaced).toBe(stored);
    expect(choice.port).not.toBe(stored);
    expect(choice.port).toBeGreaterThanOrEqual(STABLE_PORT_RANGE.min);
    expect(choice.port).toBeLessThanOrEqual(STABLE_PORT_RANGE.max);
    expect(await isPortFree(choice.port)).toBe(true);
  });

  it('skips candidates that are taken, and never offers the taken stored port again', async () => {
    const stored = 25_000;
    const taken = new Set([stored, 26_000]);
    const probed: number[] = [];
    const isFree = async (port: number): Promise<boolean> => {
      probed.push(port);
      return !taken.has(port);
    };
    const choice = await chooseStablePort({
      stored,
      isFree,
      random: sequence(fractionFor(stored), fractionFor(26_000), fractionFor(27_000)),
    });
    expect(choice).toEqual({ port: 27_000, replaced: stored });
    expect(probed).toEqual([stored, 26_000, 27_000]);
  });

  it('gives up with a clear error after the allowed attempts', async () => {
    const isFree = jest.fn(async () => false);
    await expect(chooseStablePort({ stored: undefined, isFree, attempts: 5 })).rejects.toThrow(
      `no free port between ${STABLE_PORT_RANGE.min} and ${STABLE_PORT_RANGE.max} after 5 attempts`,
    );
    expect(isFree).toHaveBeenCalledTimes(5);
  });

  describe('across launches, with the choice kept in the settings file as the app does (desktop-server.ts)', () => {
    let dir = '';
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'taxatlas-port-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    async function launch(file: string): Promise<{ port: number; replaced?: number }> {
      const settings = createSettingsStore(file);
      const choice = await chooseStablePort({ stored: settings.read().port, isFree: (port) => isPortFree(port) });
      if (settings.read().port !== choice.port) settings.update((current) => ({ ...current, port: choice.port }));
      return choice;
    }

    it('uses the same port at every launch, and remembers the new one after a clash', async () => {
      const file = join(dir, 'desktop-settings.json');
      const first = await launch(file);
      expect(await launch(file)).toEqual({ port: first.port });

      const squatter = await occupy(first.port);
      held.push(squatter);
      const moved = await launch(file);
      expect(moved.replaced).toBe(first.port);
      expect(createSettingsStore(file).read().port).toBe(moved.port);

      await close(held.splice(0)[0] as Server);
      // The old port is free again, but the page's origin has already moved: stay on the new one.
      expect(await launch(file)).toEqual({ port: moved.port });
    });
  });
});
