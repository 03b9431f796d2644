import { join } from 'node:path';
import type { CalculatorRoute, CalculatorRouteModule } from './calculator-route';
import { loadDeclarationModules } from './load-declarations';

/** Where each calculator declares its route, one `<id>.route.ts` per calculator. */
export const calculatorRoutesFolder = join(__dirname, 'routes');

/** The routes declared in a folder (the module's own by default). */
export function discoverCalculatorRoutes(folder: string = calculatorRoutesFolder): CalculatorRoute[] {
  return loadDeclarationModules(folder)
    .map((module) => (module as Partial<CalculatorRouteModule> | undefined)?.route)
    .filter((route): route is CalculatorRoute => route !== undefined);
}
