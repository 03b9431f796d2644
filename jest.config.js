// One jest run, several projects: each workspace's tests with the environment it needs.
const fs = require('node:fs');
const path = require('node:path');

const swcConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const swcTransform = ['@swc/jest', { ...swcConfig, swcrc: false, sourceMaps: 'inline' }];
const swcTsxTransform = [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const libraryPaths = {
  '^@taxatlas/tax-engine/(.*)$': '<rootDir>/libs/tax-engine/src/$1',
  '^@taxatlas/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
};
// All @nestjs/* 12 packages (and a few of their dependencies) are ESM-only, as are react-intl's; @ant-design/icons'
// CommonJS build still requires @ant-design/colors' ES module files.
const esmOnly = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  'content-disposition',
  'react-intl',
  'intl-messageformat',
  '@formatjs',
  '@ant-design/colors',
  // sanitize-html (articles) requires htmlparser2 12 and its DOM helpers, which are ESM-only.
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];
const transformIgnorePatterns = [`/node_modules/(?!(?:.*/node_modules/)?(?:${esmOnly.join('|')})/)`];

const nodeProject = (displayName, roots, testMatch) => ({
  displayName,
  rootDir: __dirname,
  roots,
  testMatch,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swcTransform },
  transformIgnorePatterns,
  moduleNameMapper: libraryPaths,
});

module.exports = {
  projects: [
    {
      ...nodeProject('tax-engine', ['<rootDir>/libs/tax-engine'], ['**/*.test.ts']),
      setupFiles: ['<rootDir>/libs/tax-engine/test/fast-check-setup.ts'],
    },
    nodeProject('contracts', ['<rootDir>/libs/contracts'], ['**/*.test.ts']),
    nodeProject('api-unit', ['<rootDir>/apps/api/src'], ['**/*.spec.ts']),
    {
      ...nodeProject('api-integration', ['<rootDir>/apps/api/test'], ['**/*.int-spec.ts']),
      setupFilesAfterEnv: ['<rootDir>/apps/api/test/support/jest-timeouts.ts'],
    },
    nodeProject('desktop', ['<rootDir>/apps/desktop/src'], ['**/*.test.ts']),
    // The desktop app's server side under Node, from its electron-vite build (npm run build:desktop).
    nodeProject('desktop-integration', ['<rootDir>/apps/desktop/test'], ['**/*.int-spec.ts']),
    // The release pipeline's own scripts and the workflow files they serve (.github/workflows).
    nodeProject('release', ['<rootDir>/scripts'], ['**/*.test.ts']),
    {
      displayName: 'web',
      rootDir: __dirname,
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testEnvironment: '<rootDir>/apps/web/test/jsdom-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/apps/web/test/setup-tests.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcTsxTransform },
      transformIgnorePatterns,
      moduleNameMapper: {
        ...libraryPaths,
        '\\.(css|svg|png)$': '<rootDir>/apps/web/test/file-stub.cjs',
        // The two modules that find declarations with import.meta.glob, which jest lacks: the same search on disk.
        '(^|/)calculator-registry/contract-modules$': '<rootDir>/apps/web/test/contract-modules.cjs',
        '(^|/)calculator-modules$': '<rootDir>/apps/web/test/calculator-modules.cjs',
      },
    },
  ],
};
