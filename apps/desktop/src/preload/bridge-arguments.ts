// The sandboxed preload cannot call into the main process synchronously, so main hands it the values it needs at
// once as extra command-line switches (BrowserWindow `webPreferences.additionalArguments`), which Electron appends to
// the renderer's `process.argv`. Encoding and decoding live together here so they cannot drift. Everything else the
// page learns (the server connection, saved calculations) it asks for over the bridge.
// This module must stay free of Node and Electron imports: it is bundled into the sandboxed preload.

const versionSwitch = '--taxatlas-version=';

export interface BridgeArgumentValues {
  version: string;
}

export function encodeBridgeArguments(values: BridgeArgumentValues): string[] {
  return [`${versionSwitch}${values.version}`];
}

function readSwitch(argv: readonly string[], prefix: string): string | undefined {
  // The last occurrence wins, as with most command-line parsers.
  const match = [...argv].reverse().find((argument) => argument.startsWith(prefix));
  return match?.slice(prefix.length);
}

/** Reads the values from the renderer's argv; throws, naming the switch, if main did not pass them. */
export function parseBridgeArguments(argv: readonly string[]): BridgeArgumentValues {
  const version = readSwitch(argv, versionSwitch);
  if (!version) throw new Error(`TaxAtlas preload: ${versionSwitch}<version> is missing`);
  return { version };
}
