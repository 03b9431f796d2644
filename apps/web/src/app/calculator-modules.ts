/**
 * Every calculator's web declaration (features/<calculator>/calculator.ts), found by the bundler: the folders are the
 * list. Alone in this module because jest has no import.meta.glob: jest.config.js swaps it for
 * apps/web/test/calculator-modules.cjs, which reads the same files from disk.
 */
export const calculatorModules: Record<string, unknown> = import.meta.glob('../features/*/calculator.ts', { eager: true });
