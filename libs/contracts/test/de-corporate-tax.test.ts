import { toFieldIssues } from '../src/fields';
import { deCorporateTaxRequestSchema } from '../src/de-corporate-tax';

function fieldsOf(body: unknown): string[] {
  const parsed = deCorporateTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('deCorporateTaxRequestSchema', () => {
  test('defaults: a corporation in a municipality with a Hebesatz of 400 %', () => {
    expect(deCorporateTaxRequestSchema.parse({ profit: '100000' })).toEqual({ profit: 100_000, hebesatz: 400, legalForm: 'corporation' });
  });
  test.each([
    [{}, 'profit'],
    [{ profit: 1, hebesatz: 199 }, 'hebesatz'],
    [{ profit: 1, hebesatz: 400.5 }, 'hebesatz'],
    [{ profit: 1, legalForm: 'gmbh' }, 'legalForm'],
    [{ profit: 1, taxYear: 2027 }, 'taxYear'],
  ])('%j is rejected on %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});
