import { encodeBridgeArguments, parseBridgeArguments } from './bridge-arguments';

// What a renderer's process.argv looks like: Electron's own switches, then ours appended.
const electronArgv = ['/opt/TaxAtlas/taxatlas', '--type=renderer', '--enable-sandbox', '--lang=en-GB'];

describe('parseBridgeArguments', () => {
  it('reads the version that main encoded', () => {
    expect(parseBridgeArguments([...electronArgv, ...encodeBridgeArguments({ version: '1.2.3' })])).toEqual({ version: '1.2.3' });
  });

  it('takes the last occurrence of a switch', () => {
    expect(parseBridgeArguments(['--taxatlas-version=0.1.0', '--taxatlas-version=0.2.0']).version).toBe('0.2.0');
  });

  it('fails loudly when the version switch is missing or empty', () => {
    expect(() => parseBridgeArguments(electronArgv)).toThrow(/--taxatlas-version=/);
    expect(() => parseBridgeArguments([...electronArgv, '--taxatlas-version='])).toThrow(/--taxatlas-version=/);
  });
});
