import type { SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { clientSlug, groupByClient } from './group-by-client';

const row = (client: string, name: string): SavedCalculation => ({ id: `${client}/${name}`, client, name }) as unknown as SavedCalculation;

describe('saved calculations by client', () => {
  it('groups by client in alphabetical order, keeping the newest-first order inside each', () => {
    const rows = [row('smith & Co', 'May'), row('Ålund AB', 'Q1'), row('Jones', 'Bonus'), row('smith & Co', 'April')];
    const groups = groupByClient(rows);
    expect(groups.map((group) => group.client)).toEqual(['Ålund AB', 'Jones', 'smith & Co']);
    expect(groups[2]!.calculations.map((calculation) => calculation.name)).toEqual(['May', 'April']);
  });

  it('filters on client or name, ignoring case', () => {
    const rows = [row('Smith & Co', 'Salary review'), row('Jones', 'Bonus'), row('Brown', 'SALARY cap')];
    expect(groupByClient(rows, 'salary').map((group) => group.client)).toEqual(['Brown', 'Smith & Co']);
    expect(groupByClient(rows, 'jon').map((group) => group.client)).toEqual(['Jones']);
    expect(groupByClient(rows, 'nothing')).toEqual([]);
  });

  it('gives each client a slug for ids', () => {
    expect(clientSlug('Smith & Co')).toBe('smith-co');
    expect(clientSlug('Müller GmbH')).toBe('muller-gmbh');
    expect(clientSlug('  ***  ')).toBe('client');
  });
});
