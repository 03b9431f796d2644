import { toFieldIssues } from '../src/fields';
import { deVatRequestSchema } from '../src/de-vat';

function fieldsOf(body: unknown): string[] {
  const parsed = deVatRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('deVatRequestSchema', () => {
  test('defaults: add the standard rate on today', () => {
    const parsed = deVatRequestSchema.parse({ amount: '100' });
    expect(parsed).toMatchObject({ amount: 100, direction: 'add', rate: 'standard' });
    expect(parsed.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  test.each([
    [{}, 'amount'],
    [{ amount: -1 }, 'amount'],
    [{ amount: 1, rate: 'zero' }, 'rate'],
    [{ amount: 1, direction: 'both' }, 'direction'],
    [{ amount: 1, date: '2025-02-30' }, 'date'],
    [{ amount: 1, extra: true }, 'extra'],
  ])('%j is rejected on %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});
