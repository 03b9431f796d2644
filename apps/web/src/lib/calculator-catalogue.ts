import { catalogueFrom, pageDeclarationsOf, publishCatalogue, type CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import { contractDeclarations } from './calculator-registry/contract-modules';

/**
 * Every calculator page of the product (the contracts' declarations), in the order the lists show them: the list the
 * API serves as GET /api/calculators less the modes of another calculator's page (which have no page, tile or search
 * entry of their own), published with the site for before (or without) the API's answer.
 */
export const calculatorCatalogue = catalogueFrom(pageDeclarationsOf(Object.values(contractDeclarations) as CalculatorDeclaration[]));

/** Every calculator with an endpoint, the modes of another calculator's page included (the wage tax on /germany/income-tax). */
export const calculatorsWithModes = catalogueFrom(Object.values(contractDeclarations) as CalculatorDeclaration[]);
publishCatalogue(calculatorCatalogue);
