import { toFieldIssues } from '../src/fields';
import { ukNationalInsuranceRequestSchema } from '../src/uk-national-insurance';

function fieldsOf(body: unknown): string[] {
  const parsed = ukNationalInsuranceRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('ukNationalInsuranceRequestSchema', () => {
  test('defaults: annual, category A, no director, no allowance, no self-employment, no Class 3', () => {
    expect(ukNationalInsuranceRequestSchema.parse({ earnings: '30000' })).toEqual({
      earnings: 30000,
      period: 'annual',
      category: 'A',
      director: false,
      employmentAllowance: false,
      selfEmployedProfits: 0,
      voluntaryClass2: false,
      class3Weeks: 0,
    });
  });

  test('every field set, numbers and flags as strings', () => {
    expect(
      ukNationalInsuranceRequestSchema.parse({
        taxYear: '2023-24',
        earnings: 3000,
        period: 'monthly',
        category: 'M',
        employmentAllowance: 'true',
        selfEmployedProfits: '5000',
        voluntaryClass2: true,
        class3Weeks: '52',
        payDate: '2024-01-31',
      }),
    ).toMatchObject({ taxYear: '2023-24', period: 'monthly', category: 'M', class3Weeks: 52, payDate: '2024-01-31' });
  });

  test.each([
    [{ earnings: -1 }, 'earnings'],
    [{}, 'earnings'],
    [{ earnings: 1, category: 'E' }, 'category'],
    [{ earnings: 1, period: 'fortnightly' }, 'period'],
    [{ earnings: 1, taxYear: '2022-23' }, 'taxYear'],
    [{ earnings: 1, class3Weeks: 54 }, 'class3Weeks'],
    [{ earnings: 1, class3Weeks: 1.5 }, 'class3Weeks'],
    [{ earnings: 1, payDate: '2024-02-30' }, 'payDate'],
    [{ earnings: 1, director: true, period: 'weekly' }, 'director'],
    [{ earnings: 1, selfEmployedProfits: 'lots' }, 'selfEmployedProfits'],
    [{ earnings: 1, extra: 1 }, 'extra'],
  ])('%j is refused naming %s', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});
