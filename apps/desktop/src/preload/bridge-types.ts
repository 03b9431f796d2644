/**
 * The one object the preload exposes to the web app as `window.taxatlas`.
 * The browser build has no such object and falls back to its own origin, so every field here must have
 * a browser equivalent (see apps/web, which reads `window.taxatlas?.apiBaseUrl`).
 */
export interface TaxAtlasBridge {
  /** Absolute URL of the in-process API, ending in `/api`, e.g. `http://127.0.0.1:49152/api`. */
  readonly apiBaseUrl: string;
  readonly platform: 'desktop';
  /** The desktop app's version (package.json of apps/desktop). */
  readonly version: string;
}
