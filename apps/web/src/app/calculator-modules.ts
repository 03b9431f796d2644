/**
 * Every calculator's web declaration (each file's `calculator`) (features/<calculator>/calculator.ts), found by the bundler: the folders are the
 * list. Alone in this module because jest has no import.meta.glob: jest.config.js swaps it for
 * apps/web/test/calculator-modules.cjs, which reads the same files from disk.
 */
export const calculatorDeclarations: Record<string, unknown> = import.meta.glob('../features/*/calculator.ts', {
  eager: true,
  // The declaration alone, not a namespace object per file: less code in the first load.
  import: 'calculator',
});
