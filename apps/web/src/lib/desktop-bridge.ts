/**
 * The small object the desktop preload exposes through contextBridge (conventions.md, "Desktop"). In a browser it
 * is absent and the API is on the page's own origin.
 */
export interface TaxAtlasBridge {
  /** Absolute base URL of the API, e.g. "http://127.0.0.1:49152/api". */
  readonly apiBaseUrl: string;
  readonly platform?: string;
  readonly version?: string;
}

declare global {
  interface Window {
    taxatlas?: TaxAtlasBridge;
  }
}

export function apiBaseUrl(): string {
  const fromDesktop = typeof window !== 'undefined' ? window.taxatlas?.apiBaseUrl : undefined;
  if (fromDesktop) return fromDesktop.replace(/\/+$/, '');
  // No window when the build pre-renders pages in Node; nothing is fetched then.
  return typeof window === 'undefined' ? '/api' : `${window.location.origin}/api`;
}
