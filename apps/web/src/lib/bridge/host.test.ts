import type { TaxAtlasBridge } from '@taxatlas/contracts/desktop-bridge';
import { apiBaseUrl, bootHost, hostConnection, isDesktop, readHostToken, resetHostForTests, writeHostToken } from './host';

function fakeDesktop(connection: Awaited<ReturnType<TaxAtlasBridge['connection']['current']>>, token: string | null) {
  const written: (string | null)[] = [];
  const bridge = {
    platform: 'desktop',
    version: '1.2.3',
    connection: { canConnectRemote: true, current: async () => connection },
    session: { read: async () => token, write: async (value: string | null) => void written.push(value) },
  } as unknown as TaxAtlasBridge;
  return { bridge, written };
}

describe('the host the page runs in', () => {
  afterEach(() => {
    resetHostForTests();
    window.localStorage.clear();
  });

  it('in a browser, calls the API of its own origin and keeps the token in localStorage', async () => {
    await bootHost(undefined);
    expect(isDesktop()).toBe(false);
    expect(apiBaseUrl()).toBe(`${window.location.origin}/api`);
    writeHostToken('browser-token');
    expect(window.localStorage.getItem('token')).toBe('browser-token');
    expect(readHostToken()).toBe('browser-token');
  });

  it('in the desktop app connected to a hosted server, calls that server and keeps its token out of the page storage', async () => {
    const { bridge, written } = fakeDesktop(
      { mode: 'remote', serverUrl: 'https://taxatlas.example', apiBaseUrl: 'https://taxatlas.example/api/' },
      'kept-token',
    );
    await bootHost(bridge);
    expect(isDesktop()).toBe(true);
    expect(hostConnection().mode).toBe('remote');
    expect(apiBaseUrl()).toBe('https://taxatlas.example/api');
    // The session the app kept encrypted is handed over at start-up.
    expect(readHostToken()).toBe('kept-token');
    writeHostToken('new-token');
    expect(readHostToken()).toBe('new-token');
    expect(written).toEqual(['new-token']);
    expect(window.localStorage.getItem('token')).toBeNull();
    writeHostToken(null);
    expect(readHostToken()).toBeUndefined();
    expect(written).toEqual(['new-token', null]);
  });

  it('still renders against its own origin when the desktop bridge fails at start-up', async () => {
    const bridge = {
      platform: 'desktop',
      connection: { current: () => Promise.reject(new Error('IPC down')) },
      session: { read: async () => null },
    };
    await bootHost(bridge as unknown as TaxAtlasBridge);
    expect(apiBaseUrl()).toBe(`${window.location.origin}/api`);
    expect(hostConnection().mode).toBe('local');
  });
});
