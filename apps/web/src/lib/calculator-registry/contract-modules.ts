/**
 * The contracts' calculator declarations (each file's `calculator`) (libs/contracts/src/calculators/*.ts), found by the bundler: the folder is the
 * list. Alone in this module because jest has no import.meta.glob: jest.config.js swaps it for
 * apps/web/test/contract-modules.cjs, which reads the same folder from disk.
 */
export const contractDeclarations: Record<string, unknown> = import.meta.glob('@taxatlas/contracts/calculators/*.ts', {
  eager: true,
  // The declaration alone, not a namespace object per file: less code in the first load.
  import: 'calculator',
});
