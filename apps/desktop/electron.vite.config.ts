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
      // desktop-server is also an entry of its own: the desktop tests require this built file under Node, so they run
      // the very code the app runs (index.js imports the same module).
      lib: {
        entry: { index: resolve(__dirname, 'src/main/index.ts'), 'desktop-server': resolve(__dirname, 'src/main/desktop-server.ts') },
      },
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
