import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default, too little for an antd page on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });
// Rendering antd pages in jsdom takes a second or two; on a loaded 2-core machine that can pass jest's 5 s.
jest.setTimeout(20_000);

// Tests of the build's pre-renderer run without a browser (@jest-environment node): no DOM to complete.
const inBrowser = typeof window !== 'undefined';

// antd reads these browser APIs, which jsdom does not provide.
if (inBrowser)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

// Node's real MessageChannel keeps jest from exiting; a setTimeout-based one is enough for React's scheduler.
class MessageChannelStub {
  port1: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    const makePort = () => ({
      onmessage: null as ((event: unknown) => void) | null,
      postMessage: (_data: unknown) => undefined,
      close: () => undefined,
    });
    this.port1 = makePort();
    this.port2 = makePort();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0) as unknown as undefined;
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) as unknown as undefined;
  }
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStub;

// jsdom does not implement getComputedStyle's pseudo-element argument (rc-table measures the scrollbar with it).
if (inBrowser) {
  const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);
}

// The German catalogue is a lazy chunk in the browser (lib/i18n/catalogues.ts); tests render German at once, as the
// app does after main.tsx has loaded it.
beforeAll(async () => {
  const { loadCatalogue } = await import('../src/lib/i18n/catalogues');
  await loadCatalogue('de');
});
