// What the window may load. The app is the local server's origin; anything else the user clicks is a
// link out (an HMRC or IRS page cited by a calculator, say) and belongs in the system browser, where it
// gets none of the preload's bridge. Pop-ups are never opened inside the app.

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

/** `window.open` and `target="_blank"`: never a new app window; external web pages go to the browser. */
export function decideWindowOpen(targetUrl: string, appOrigin: string): NavigationDecision {
  const decision = decideNavigation(targetUrl, appOrigin);
  return decision.action === 'open-external' ? decision : { action: 'deny' };
}

/** The part of Electron's navigation events the guards use, so they can be driven by tests. */
export interface PreventableEvent {
  preventDefault(): void;
}

export interface NavigationGuards {
  /** For `will-navigate` and `will-redirect` on the window's webContents. */
  onWillNavigate(event: PreventableEvent, url: string): void;
  /** For `webContents.setWindowOpenHandler`. */
  onWindowOpen(details: { url: string }): { action: 'deny' };
}

export function createNavigationGuards(appOrigin: string, openExternal: (url: string) => Promise<void>): NavigationGuards {
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
      if (decision.action === 'open-external') openOutside(decision.url);
      return { action: 'deny' };
    },
  };
}
