// What the window may load. The app is the local server's origin; anything else the user clicks is a
// link out (an HMRC or IRS page cited by a calculator, say) and belongs in the system browser, where it
// gets none of the preload's bridge. A link of the app itself that opens a new tab (the admin inbox's "Reproduce
// calculation") opens a second app window with the same locked-down preferences.
import type { BrowserWindowConstructorOptions } from 'electron';

export type NavigationDecision = { action: 'allow' } | { action: 'deny' } | { action: 'open-external'; url: string };

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** A navigation of the app window itself (link click, `location.assign`, redirect). */
export function decideNavigation(targetUrl: string, appOrigin: string): NavigationDecision {
  const target = parse(targetUrl);
  if (!target) return { action: 'deny' };
  if (target.origin === new URL(appOrigin).origin) return { action: 'allow' };
  // Only http(s) leaves for the browser: file:, javascript:, custom protocol handlers and the like are
  // dropped, since `shell.openExternal` would hand them to whatever the OS associates with them.
  return isWebUrl(target) ? { action: 'open-external', url: target.href } : { action: 'deny' };
}

/** `window.open` and `target="_blank"`: the app's own pages in a new app window, external web pages in the browser. */
export function decideWindowOpen(targetUrl: string, appOrigin: string): NavigationDecision {
  return decideNavigation(targetUrl, appOrigin);
}

/** What `setWindowOpenHandler` returns: Electron's own shape. */
export type WindowOpenResponse = { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions: BrowserWindowConstructorOptions };

/** The part of Electron's navigation events the guards use, so they can be driven by tests. */
export interface PreventableEvent {
  preventDefault(): void;
}

export interface NavigationGuards {
  /** For `will-navigate` and `will-redirect` on the window's webContents. */
  onWillNavigate(event: PreventableEvent, url: string): void;
  /** For `webContents.setWindowOpenHandler`. */
  onWindowOpen(details: { url: string }): WindowOpenResponse;
}

export function createNavigationGuards(
  appOrigin: string,
  openExternal: (url: string) => Promise<void>,
  childWindowOptions: BrowserWindowConstructorOptions = {},
): NavigationGuards {
  const openOutside = (url: string): void => {
    openExternal(url).catch((error: unknown) => console.error(`could not open ${url} in the system browser`, error));
  };
  return {
    onWillNavigate(event, url) {
      const decision = decideNavigation(url, appOrigin);
      if (decision.action === 'allow') return;
      event.preventDefault();
      if (decision.action === 'open-external') openOutside(decision.url);
    },
    onWindowOpen({ url }) {
      const decision = decideWindowOpen(url, appOrigin);
      if (decision.action === 'allow') return { action: 'allow', overrideBrowserWindowOptions: childWindowOptions };
      if (decision.action === 'open-external') openOutside(decision.url);
      return { action: 'deny' };
    },
  };
}
