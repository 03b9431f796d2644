// Lint for every workspace, with the dependency boundaries of docs/contributing.md enforced by rules.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const webFeaturesDir = `${webSrc}/features`;
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// API modules in dependency order: a module may import the modules listed before it, never one listed after it, so
// no two modules can import each other (import-x/no-cycle sees only file-level cycles). A new module takes its place
// here; a folder under apps/api/src/modules that is missing from the list stops the lint.
const apiModulesDir = 'apps/api/src/modules';
const apiModuleOrder = [
  'health',
  'calculators',
  'saved-calculations',
  'settings',
  'media',
  'categories',
  'articles',
  'users',
  'auth',
  'bookmarks',
  'contact',
  'admin',
];
const unlistedApiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !apiModuleOrder.includes(entry.name))
      .map((entry) => entry.name)
  : [];
if (unlistedApiModules.length > 0) {
  throw new Error(`eslint.config.mjs: list the API module(s) ${unlistedApiModules.join(', ')} in apiModuleOrder`);
}
const apiModuleZones = apiModuleOrder.slice(0, -1).map((module, index) => ({
  target: `./${apiModulesDir}/${module}`,
  from: apiModuleOrder.slice(index + 1).map((later) => `./${apiModulesDir}/${later}`),
  message: `API modules import only modules listed before them in apiModuleOrder (eslint.config.mjs); ${module} may import: ${
    apiModuleOrder.slice(0, index).join(', ') || 'no other module'
  }.`,
}));

const boundaryZones = [
  { target: './libs', from: './apps', message: 'libs/* never import apps/*: dependencies flow from apps to libs.' },
  {
    target: './libs/tax-engine',
    from: './libs/contracts',
    message: 'The tax engine depends on nothing: contracts build on it, not the other way round.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import the web app.' },
  // apps/web layers (docs/contributing.md, "Web"): shared code (components, lib, config) → features → app. Only src/app
  // (with the pre-renderer and main.tsx, the entries) composes; src/testing is the test harness and may reach app.
  {
    target: [`./${webSrc}/components`, `./${webSrc}/lib`, `./${webSrc}/config`],
    from: [`./${webSrc}/features`, `./${webSrc}/app`, `./${webSrc}/prerender`],
    message: 'Shared web code (components, lib, config) never imports features or app: move the piece down or compose in src/app.',
  },
  {
    target: `./${webSrc}/config`,
    from: [`./${webSrc}/components`, `./${webSrc}/lib`],
    message: 'config is the bottom layer (route table, theme): it imports no components or lib code.',
  },
  {
    target: `./${webSrc}/features`,
    from: [`./${webSrc}/app`, `./${webSrc}/prerender`],
    message: 'Features never import src/app: the app composes features, not the other way round.',
  },
  ...apiModuleZones,
  {
    target: ['./apps/api/src/common', './apps/api/src/config'],
    from: `./${apiModulesDir}`,
    message: 'common/ and config/ serve every API module, so they import none (modules provide what common code needs).',
  },
  // Features in apps/web do not import each other; src/app composes them.
  ...webFeatures.map((feature) => ({
    target: `./${webFeaturesDir}/${feature}`,
    from: `./${webFeaturesDir}`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to src/components or compose in src/app.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/out/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'benchmarks/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['libs/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // The engine runs in the browser and on the server: no framework, database or Node APIs.
    files: ['libs/tax-engine/src/**/*.ts', 'libs/tax-engine/params/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', '@mikro-orm/*', 'react', 'react-*', 'antd', '@ant-design/*', 'zod'],
              message: 'The tax engine imports nothing from frameworks or the database.',
            },
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'The tax engine also runs in the browser: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', '@mikro-orm/*', 'react', 'react-*', 'antd'],
              message: 'Contracts are shared by the API and the web app: no framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // Nest injects by constructor parameter type, so those imports must stay value imports.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
