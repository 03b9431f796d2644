import { dirname, join } from 'node:path';
import { catalogueFrom, declarationsOf, publishCatalogue, type CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import { loadDeclarationModules } from './load-declarations';

/**
 * The folder of the contracts' calculator declarations (libs/contracts/src/calculators): resolved through the
 * package like any import, so it is the built .js files under the server and the desktop app and the sources in jest.
 */
export const contractDeclarationsFolder = join(dirname(require.resolve('@taxatlas/contracts/calculator-catalogue')), 'calculators');

/** Every calculator declared in libs/contracts, found on disk. */
export function discoverContractDeclarations(folder: string = contractDeclarationsFolder): CalculatorDeclaration[] {
  return declarationsOf(loadDeclarationModules(folder));
}

/** The catalogue of the declarations found; published for the contracts' own rules (saved calculations' pages). */
export const calculatorCatalogue = catalogueFrom(discoverContractDeclarations());
publishCatalogue(calculatorCatalogue);
