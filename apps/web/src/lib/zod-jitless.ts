import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the first object schema is
 * built. Under our Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but the browser still reports a
 * CSP violation. Import this module before any module that builds zod schemas in the browser (the
 * @taxatlas/contracts request schemas): ES modules run in import order, so the schemas are built jitless.
 */
config({ jitless: true });
