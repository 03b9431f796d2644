import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Which long-lived vendor chunk a node_modules module belongs to; the chart stack is left to the lazy chunk that imports it. */
const vendorChunks: ReadonlyArray<{ name: string; test: RegExp; priority: number }> = [
  // Vite's tiny preload helper is used by every lazy import, the entry's included; left alone it is captured by the
  // chart group (as a dependency of @ant-design/plots) and drags the whole chart chunk into the first load.
  { name: 'preload-helper', test: /preload-helper/, priority: 50 },
  // Helpers shared by the chart stack and antd components of lazy routes; without a group of their own they would be
  // captured by the chart group and load the chart chunk with the calculator page.
  { name: 'helpers', test: /[\\/]node_modules[\\/](@babel[\\/]runtime|tslib)[\\/]/, priority: 15 },
  // Lowest priority: the groups above claim shared dependencies first, so the chart chunk is only ever lazy.
  { name: 'charts', test: /[\\/]node_modules[\\/](@ant-design[\\/](plots|charts-util)|@antv|d3-|html2canvas)/, priority: 10 },
  // The framework every page needs (React, the router, the store, react-intl) in one file: on HTTP/1.1 each extra
  // file of the first load waits for a free connection, which costs a mobile visitor more than the bytes.
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store|react-intl|intl-messageformat|@formatjs)[\\/]/,
    priority: 30,
  },
  // antd in one chunk of its own, loaded with the results panel once a calculator has a result; pages (shell and
  // calculator forms) are plain React and CSS, so antd never loads with the first page.
  {
    name: 'antd',
    // @ant-design/plots and its helpers are the chart stack: they stay in the lazy charts chunk.
    test: /[\\/]node_modules[\\/](antd|@ant-design[\\/](?!plots|charts-util)|@rc-component|@emotion|stylis|throttle-debounce)/,
    priority: 20,
  },
];

// Module ids use forward slashes on every system.
const engineRoot = normalizePath(fromRoot('../../libs/tax-engine/'));
const curveModules = normalizePath(fromRoot('./src/components/results-panel/income-curves/'));
const curveCopy = '?tax-curve';

/**
 * The chart of tax across incomes runs the calculators in the browser, from lazy chunks
 * (src/components/results-panel/income-curves/). The calculator pages import small lists (regions, years, filing
 * statuses) from the same engine modules, and a bundler puts a module in one chunk only: the calculators would then
 * land in the pages' first load beside those lists. So the curve modules get a copy of the engine of their own (every
 * engine module they reach, its id marked with `?tax-curve`): the pages keep their lists and nothing more, and the
 * copy is only ever in the curves' lazy chunks.
 */
function engineCopyForCurves(): Plugin {
  return {
    name: 'taxatlas:engine-copy-for-curves',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(curveCopy);
      if (!fromCopy && !importer.startsWith(curveModules)) return null;
      const from = fromCopy ? importer.slice(0, -curveCopy.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(engineRoot)) return resolved;
      return { ...resolved, id: `${resolved.id}${curveCopy}` };
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [engineCopyForCurves(), react()],
  resolve: {
    alias: {
      '@taxatlas/tax-engine': fromRoot('../../libs/tax-engine/src'),
      '@taxatlas/contracts': fromRoot('../../libs/contracts/src'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map((chunk) => ({
            name: chunk.name,
            test: chunk.test,
            priority: chunk.priority,
          })),
        },
      },
    },
  },
});
