import { encodeBridgeArguments, parseBridgeArguments } from './bridge-arguments';

// What a renderer's process.argv looks like: Electron's own switches, then ours appended.
const electronArgv = ['/opt/TaxAtlas/taxatlas', '--type=renderer', '--enable-sandbox', '--lang=en-GB'];

describe('parseBridgeArguments', () => {
  it('reads the API base URL and version that main encoded', () => {
    const argv = [...electronArgv, ...encodeBridgeArguments({ apiBaseUrl: 'http://127.0.0.1:49152/api', version: '1.2.3' })];
    expect(parseBridgeArguments(argv)).toEqual({ apiBaseUrl: 'http://127.0.0.1:49152/api', platform: 'desktop', version: '1.2.3' });
  });

  it('returns a frozen object', () => {
    const bridge = parseBridgeArguments([...electronArgv, '--taxatlas-api=http://127.0.0.1:1/api', '--taxatlas-version=0.1.0']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('drops a trailing slash so the web app can append paths', () => {
    const bridge = parseBridgeArguments(['--taxatlas-api=http://127.0.0.1:1/api/', '--taxatlas-version=0.1.0']);
    expect(bridge.apiBaseUrl).toBe('http://127.0.0.1:1/api');
  });

  it('takes the last occurrence of a switch', () => {
    const bridge = parseBridgeArguments([
      '--taxatlas-api=http://127.0.0.1:1/api',
      '--taxatlas-api=http://127.0.0.1:2/api',
      '--taxatlas-version=0.1.0',
    ]);
    expect(bridge.apiBaseUrl).toBe('http://127.0.0.1:2/api');
  });

  it('fails loudly when the API switch is missing', () => {
    expect(() => parseBridgeArguments([...electronArgv, '--taxatlas-version=0.1.0'])).toThrow(/--taxatlas-api=/);
  });

  it.each(['https://api.taxatlas.example/api', 'http://192.168.1.20:3000/api', 'file:///tmp/api', 'not-a-url', ''])(
    'refuses %j: the renderer may only be pointed at the local API',
    (apiBaseUrl) => {
      expect(() => parseBridgeArguments([`--taxatlas-api=${apiBaseUrl}`, '--taxatlas-version=0.1.0'])).toThrow(/loopback/);
    },
  );

  it('fails loudly when the version switch is missing or empty', () => {
    expect(() => parseBridgeArguments(['--taxatlas-api=http://127.0.0.1:1/api'])).toThrow(/--taxatlas-version=/);
    expect(() => parseBridgeArguments(['--taxatlas-api=http://127.0.0.1:1/api', '--taxatlas-version='])).toThrow(/--taxatlas-version=/);
  });
});
