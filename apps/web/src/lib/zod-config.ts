/**
 * zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying when a schema is
 * built: under the site's Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation on every page
 * whose code builds a schema (the contracts build theirs when imported). `jitless` turns the compilation off; the
 * browser parses few enough values that the compiled fast path would not be noticed.
 *
 * Set through the object zod keeps its configuration in, `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared
 * by every copy of zod), rather than by importing zod's `config()`: importing it would put zod's core into the first
 * load of every page (about 4 KB gzip); this costs a few bytes. Filled in place, so it works whichever loads first;
 * lib/zod-config.test.ts checks that zod's own config() sees it. main.tsx imports this before anything else.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
