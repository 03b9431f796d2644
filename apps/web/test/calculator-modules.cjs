// Jest's stand-in for src/app/calculator-modules.ts (jest has no import.meta.glob): the same files,
// features/*/calculator.ts, found on disk; jest compiles each required .ts file as it would an import.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const features = path.join(__dirname, '../src/features');

exports.calculatorDeclarations = Object.fromEntries(
  readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(features, entry.name, 'calculator.ts')))
    .map((entry) => path.join(features, entry.name, 'calculator.ts'))
    .sort()
    .map((file) => [file, require(file).calculator]),
);
