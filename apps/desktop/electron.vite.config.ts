import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

// Main and preload only. The renderer is the web app's own Vite build (apps/web/dist), which the in-process
// API serves over HTTP; building it twice here would let the two drift.
export default defineConfig({
  main: {
    build: {
      // Every package.json dependency (@taxatlas/api and, through it, NestJS, MikroORM and the native
      // sqlite3) stays a runtime require: they are shipped as node_modules, not bundled.
      externalizeDeps: true,
      lib: { entry: resolve(__dirname, 'src/main/index.ts') },
    },
  },
  preload: {
    build: {
      // A sandboxed preload can require only `electron`; everything it imports must be bundled in.
      externalizeDeps: false,
      lib: { entry: resolve(__dirname, 'src/preload/index.ts') },
    },
  },
});
