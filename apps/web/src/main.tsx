// First: zod's configuration must be in place before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadPagesFor } from './app/router';
import './app/styles.css';
import { bootHost } from './lib/bridge/host';
import { loadCatalogue } from './lib/i18n/catalogues';
import { detectLanguage } from './lib/i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// A pre-rendered page stays on screen until the app can render the same page in one go: its code is fetched first,
// so the first render replaces the markup with the page and not with a loading spinner. That render is a transition:
// React builds the page in slices between which the browser stays responsive, and swaps it in when complete.
// A German reader's catalogue is a chunk of its own (lib/i18n/catalogues.ts): fetched alongside, so the first render
// is already in German. Should it fail, the app renders in English rather than not at all.
// The host comes first as well: in the desktop app, which server to call and the kept session arrive over its bridge.
const visitorCatalogue = loadCatalogue(detectLanguage()).catch(() => undefined);
const hostReady = bootHost();

function replacePrerendered(root: HTMLElement) {
  void Promise.all([preloadPagesFor(window.location.pathname).catch(() => undefined), visitorCatalogue, hostReady]).then(() =>
    startTransition(() => render(root)),
  );
}

// scripts/prerender.mjs writes the page's HTML into #root for the routes it knows.
if (container.hasChildNodes()) replacePrerendered(container);
else void Promise.all([visitorCatalogue, hostReady]).then(() => render(container));
