// The desktop app's window, played by Chromium: the server side is the desktop's own code under Node
// (apps/desktop/test/support/desktop-harness.ts), the page is loaded from its fixed origin in a persistent profile (as
// Electron keeps its profile in the user-data folder), and the real preload bundle is injected with its IPC wired to
// the same handlers Electron's main process registers.
import { join } from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import type { BridgeChannel } from '@taxatlas/contracts/desktop-bridge';
import { preloadInitScript, type DesktopServer } from '../../apps/desktop/test/support/desktop-harness';
import { chromiumFlags, testBrowserPath } from '../support/chromium-flags.mjs';

export interface DesktopWindow {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Requests that tried to leave this machine (they were cut off, as with the network cable out). */
  readonly offMachineRequests: string[];
  readonly cspViolations: string[];
  close(): Promise<void>;
}

/** Opens the app window on `desktop`, with the Chromium profile kept in `<userData>/chromium-profile`. */
export async function openDesktopWindow(desktop: DesktopServer, userDataDir: string): Promise<DesktopWindow> {
  const context = await chromium.launchPersistentContext(join(userDataDir, 'chromium-profile'), {
    executablePath: testBrowserPath,
    args: chromiumFlags,
    viewport: { width: 1280, height: 800 },
  });
  const offMachineRequests: string[] = [];
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1') return route.continue();
    offMachineRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  // As ipcMain in apps/desktop/src/main/index.ts: only the app's own pages reach the handlers.
  await context.exposeBinding('__taxatlasInvoke', async (source, channel: BridgeChannel, ...args: unknown[]) => {
    if (new URL(source.frame.url()).origin !== desktop.origin) throw new Error('TaxAtlas: bridge call refused from another origin');
    return desktop.handlers[channel](...args);
  });
  await context.addInitScript({ content: preloadInitScript() });
  const cspViolations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (text: string) => void cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => Promise<void> }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, offMachineRequests, cspViolations, close: () => context.close() };
}

/** Goes to a path of the app and waits until the app has taken over from the pre-rendered HTML. */
export async function showPage(window: DesktopWindow, desktop: DesktopServer, path: string): Promise<void> {
  await window.page.goto(`${desktop.origin}${path}`);
  await window.page.locator('#root > .prerendered').waitFor({ state: 'detached' });
  await expect(window.page.getByTestId('connection-indicator')).toBeVisible();
}
