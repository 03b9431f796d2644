import { toFieldIssues } from '../src/fields';
import { usPayrollTaxRequestSchema } from '../src/us-payroll-tax';

function fieldsOf(body: unknown): string[] {
  const parsed = usPayrollTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('usPayrollTaxRequestSchema', () => {
  test('defaults: single, one pay period, no W-4, no state', () => {
    expect(usPayrollTaxRequestSchema.parse({ wages: '52000' })).toEqual({ wages: 52_000, filingStatus: 'single', payPeriods: 1 });
  });

  test('every field set, numbers and flags as strings; the state in any case', () => {
    expect(
      usPayrollTaxRequestSchema.parse({
        taxYear: '2025',
        wages: 120_000,
        filingStatus: 'married-joint',
        selfEmploymentProfit: '5000',
        payPeriods: '26',
        state: ' ca ',
        w4: { filingStatus: 'married-joint', multipleJobs: 'true', dependentsAmount: '2000', extraWithholding: 25 },
      }),
    ).toEqual({
      taxYear: 2025,
      wages: 120_000,
      filingStatus: 'married-joint',
      selfEmploymentProfit: 5_000,
      payPeriods: 26,
      state: 'CA',
      w4: {
        filingStatus: 'married-joint',
        multipleJobs: true,
        dependentsAmount: 2_000,
        otherIncome: 0,
        deductions: 0,
        extraWithholding: 25,
      },
    });
  });

  test.each([
    [{}, 'wages'],
    [{ wages: -1 }, 'wages'],
    [{ wages: 1, taxYear: 2023 }, 'taxYear'],
    [{ wages: 1, payPeriods: 13 }, 'payPeriods'],
    [{ wages: 1, filingStatus: 'married' }, 'filingStatus'],
    [{ wages: 1, selfEmploymentProfit: 'lots' }, 'selfEmploymentProfit'],
    [{ wages: 1, state: 'XX' }, 'state'],
    [{ wages: 1, w4: { filingStatus: 'married-separate' } }, 'w4.filingStatus'],
    [{ wages: 1, w4: { filingStatus: 'single', deductions: -5 } }, 'w4.deductions'],
    [{ wages: 1, w4: { filingStatus: 'single', step5: 1 } }, 'w4.step5'],
    [{ wages: 1, w4: 'none' }, 'w4'],
    [{ wages: 1, extra: true }, 'extra'],
  ])('%j is rejected naming %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});
