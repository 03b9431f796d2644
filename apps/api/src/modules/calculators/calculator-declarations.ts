import type { CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import type { CalculatorRoute } from './calculator-route';
import { discoverCalculatorRoutes } from './calculator-routes';
import { discoverContractDeclarations } from './contract-declarations';

/** What the API builds its calculators from: the contracts' declarations and the routes that calculate them. */
export interface CalculatorDeclarations {
  readonly contracts: readonly CalculatorDeclaration[];
  readonly routes: readonly CalculatorRoute[];
}

/** The declarations found on disk: the app's default input (a test passes fixtures instead). */
export function discoverCalculatorDeclarations(): CalculatorDeclarations {
  return { contracts: discoverContractDeclarations(), routes: discoverCalculatorRoutes() };
}

/**
 * Where contracts and routes disagree: an available (or beta) calculator without a route, a route for a calculator
 * that is coming soon or not declared, a route whose endpoint is not its contract's. Empty when they agree.
 */
export function routeMismatches({ contracts, routes }: CalculatorDeclarations): string[] {
  const problems: string[] = [];
  const routed = new Map(routes.map((route) => [route.contract.id, route]));
  for (const contract of contracts) {
    const route = routed.get(contract.id);
    if (contract.status !== 'coming-soon' && !route) problems.push(`${contract.id} is ${contract.status} but has no API route`);
    if (contract.status === 'coming-soon' && route) problems.push(`${contract.id} is coming soon but has an API route`);
  }
  const declared = new Map(contracts.map((contract) => [contract.id, contract]));
  for (const route of routes) {
    const contract = declared.get(route.contract.id);
    if (!contract) problems.push(`the route of ${route.contract.id} has no contract declaration`);
    else if (contract.endpoint !== route.contract.endpoint)
      problems.push(`the route of ${contract.id} is not at its endpoint ${contract.endpoint}`);
  }
  return problems;
}
