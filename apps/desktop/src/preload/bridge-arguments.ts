import type { TaxAtlasBridge } from './bridge-types';

// The sandboxed preload cannot call into the main process synchronously, so main hands the bridge values
// over as extra command-line switches (BrowserWindow `webPreferences.additionalArguments`), which Electron
// appends to the renderer's `process.argv`. Encoding and decoding live together here so they cannot drift.
// This module must stay free of Node and Electron imports: it is bundled into the sandboxed preload.

const apiSwitch = '--taxatlas-api=';
const versionSwitch = '--taxatlas-version=';

export interface BridgeArgumentValues {
  apiBaseUrl: string;
  version: string;
}

export function encodeBridgeArguments(values: BridgeArgumentValues): string[] {
  return [`${apiSwitch}${values.apiBaseUrl}`, `${versionSwitch}${values.version}`];
}

function readSwitch(argv: readonly string[], prefix: string): string | undefined {
  // The last occurrence wins, as with most command-line parsers.
  const match = [...argv].reverse().find((argument) => argument.startsWith(prefix));
  return match?.slice(prefix.length);
}

/** Only the local API may be handed to the renderer: anything else would leak requests off the machine. */
function isLoopbackHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]');
}

/** Reads the bridge from the renderer's argv; throws, naming the switch, if main did not pass a usable one. */
export function parseBridgeArguments(argv: readonly string[]): TaxAtlasBridge {
  const apiBaseUrl = readSwitch(argv, apiSwitch);
  if (apiBaseUrl === undefined || !isLoopbackHttpUrl(apiBaseUrl)) {
    throw new Error(`TaxAtlas preload: ${apiSwitch}<http://127.0.0.1:PORT/api> is missing or not a loopback http URL`);
  }
  const version = readSwitch(argv, versionSwitch);
  if (!version) {
    throw new Error(`TaxAtlas preload: ${versionSwitch}<version> is missing`);
  }
  return Object.freeze({ apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), platform: 'desktop', version });
}
