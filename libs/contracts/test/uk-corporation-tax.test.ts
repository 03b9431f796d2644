import { toFieldIssues } from '../src/fields';
import { ukCorporationTaxRequestSchema } from '../src/uk-corporation-tax';

function fieldsOf(body: unknown): string[] {
  const parsed = ukCorporationTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

const period = { periodStart: '2025-04-01', periodEnd: '2026-03-31' };

describe('ukCorporationTaxRequestSchema', () => {
  test('defaults: no associated companies, augmented profits left to the engine (= taxable profits)', () => {
    expect(ukCorporationTaxRequestSchema.parse({ taxableProfits: '100000', ...period })).toEqual({
      taxableProfits: 100000,
      associatedCompanies: 0,
      ...period,
    });
  });

  test('a 12-month period and a short one straddling 1 April are accepted', () => {
    expect(ukCorporationTaxRequestSchema.safeParse({ taxableProfits: 1, periodStart: '2023-04-01', periodEnd: '2024-03-31' }).success).toBe(
      true,
    );
    expect(ukCorporationTaxRequestSchema.safeParse({ taxableProfits: 1, periodStart: '2024-01-01', periodEnd: '2024-09-30' }).success).toBe(
      true,
    );
  });

  test.each([
    [{ ...period }, 'taxableProfits'],
    [{ taxableProfits: -1, ...period }, 'taxableProfits'],
    [{ taxableProfits: 10, augmentedProfits: 5, ...period }, 'augmentedProfits'],
    [{ taxableProfits: 10, associatedCompanies: 1.5, ...period }, 'associatedCompanies'],
    [{ taxableProfits: 10, associatedCompanies: -1, ...period }, 'associatedCompanies'],
    [{ taxableProfits: 10, periodStart: '2023-03-31', periodEnd: '2023-12-31' }, 'periodStart'],
    [{ taxableProfits: 10, periodStart: '2024-04-01', periodEnd: '2025-04-01' }, 'periodEnd'],
    [{ taxableProfits: 10, periodStart: '2024-04-01', periodEnd: '2024-03-01' }, 'periodEnd'],
    [{ taxableProfits: 10, periodStart: '2026-06-01', periodEnd: '2027-04-30' }, 'periodEnd'],
    [{ taxableProfits: 10, periodStart: '2025-02-30', periodEnd: '2025-12-31' }, 'periodStart'],
    [{ taxableProfits: 10, periodStart: '2025-04-01' }, 'periodEnd'],
  ])('%j is refused naming %s', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});
