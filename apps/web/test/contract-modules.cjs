// Jest's stand-in for src/lib/calculator-registry/contract-modules.ts (jest has no import.meta.glob): the same folder,
// read from disk; jest compiles each required .ts file as it would an import.
const { readdirSync } = require('node:fs');
const path = require('node:path');

const folder = path.join(__dirname, '../../../libs/contracts/src/calculators');

exports.contractDeclarations = Object.fromEntries(
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => [path.join(folder, name), require(path.join(folder, name)).calculator]),
);
