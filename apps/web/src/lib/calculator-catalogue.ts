import { catalogueFrom, publishCatalogue, type CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import { contractDeclarations } from './calculator-registry/contract-modules';

/**
 * Every calculator of the product (the contracts' declarations), in the order the lists show them: the same list the
 * API serves as GET /api/calculators, published with the site for before (or without) the API's answer.
 */
export const calculatorCatalogue = catalogueFrom(Object.values(contractDeclarations) as CalculatorDeclaration[]);
publishCatalogue(calculatorCatalogue);
