import { calculateGermanSocialSecurity } from '@taxatlas/tax-engine/germany/social-security';
import { compareGermanTaxClassChoices } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { calculateGermanWageTax } from '@taxatlas/tax-engine/germany/wage-tax';
import { toFieldIssues } from '../src/fields';
import { deSocialSecurityRequestSchema } from '../src/de-social-security';
import { deTaxClassChoiceRequestSchema } from '../src/de-tax-class-choice';
import { deWageTaxRequestSchema } from '../src/de-wage-tax';

function issuesOf(schema: typeof deWageTaxRequestSchema | typeof deSocialSecurityRequestSchema, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error);
}

describe('deSocialSecurityRequestSchema', () => {
  test('defaults: a month, no children, pension-insured', () => {
    expect(deSocialSecurityRequestSchema.parse({ grossWage: 3000 })).toEqual({
      grossWage: 3000,
      period: 'month',
      childrenForCare: 0,
      pensionInsured: true,
    });
  });

  test('numeric strings, a Land and private health insurance', () => {
    expect(
      deSocialSecurityRequestSchema.parse({
        grossWage: '3000.50',
        taxYear: '2025',
        healthAddOnRate: '2.45',
        state: 'SN',
        privateHealth: { premium: 600 },
      }),
    ).toEqual({
      grossWage: 3000.5,
      taxYear: 2025,
      healthAddOnRate: 2.45,
      state: 'SN',
      privateHealth: { premium: 600, employerSubsidy: 0 },
      period: 'month',
      childrenForCare: 0,
      pensionInsured: true,
    });
  });

  test.each([
    [{ grossWage: 1, taxYear: 2023 }, 'taxYear', /2024, 2025, 2026/],
    [{ grossWage: -1 }, 'grossWage', /zero or more/],
    [{}, 'grossWage', /required/],
    [{ grossWage: 1, period: 'week' }, 'period', /month, year/],
    [{ grossWage: 1, healthAddOnRate: 2.555 }, 'healthAddOnRate', /two decimals/],
    [{ grossWage: 1, healthAddOnRate: 11 }, 'healthAddOnRate', /0 to 10/],
    [{ grossWage: 1, childrenForCare: 1.5 }, 'childrenForCare', /whole number/],
    [{ grossWage: 1, state: 'XX' }, 'state', /BW, BY/],
    [{ grossWage: 1, privateHealth: { premium: 100, employerSubsidy: 200 } }, 'privateHealth.employerSubsidy', /exceed/],
    [{ grossWage: 1, childless: 'yes' }, 'childless', /true or false/],
    [{ grossWage: 1, extra: 1 }, 'extra', /not a recognised field/],
  ])('%j is rejected on %s', (body, field, message) => {
    const issues = issuesOf(deSocialSecurityRequestSchema, body);
    expect(issues.map((issue) => issue.field)).toEqual([field]);
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('deWageTaxRequestSchema', () => {
  test('defaults: no church tax, no child allowances', () => {
    expect(deWageTaxRequestSchema.parse({ grossWage: 5000, taxClass: '1' })).toMatchObject({
      grossWage: 5000,
      taxClass: 1,
      churchTax: 'none',
      childAllowances: 0,
      period: 'month',
    });
  });

  test('class IV with a factor; half child allowances', () => {
    expect(deWageTaxRequestSchema.parse({ grossWage: 5000, taxClass: 4, factor: '0.912', childAllowances: 1.5 })).toMatchObject({
      factor: 0.912,
      childAllowances: 1.5,
    });
  });

  test.each([
    [{ grossWage: 1 }, 'taxClass', /1, 2, 3, 4, 5, 6/],
    [{ grossWage: 1, taxClass: 7 }, 'taxClass', /1, 2, 3, 4, 5, 6/],
    [{ grossWage: 1, taxClass: 4, factor: 1 }, 'factor', /below 1/],
    [{ grossWage: 1, taxClass: 4, factor: 0.9123 }, 'factor', /three decimals/],
    [{ grossWage: 1, taxClass: 3, factor: 0.9 }, 'factor', /only for tax class 4/],
    [{ grossWage: 1, taxClass: 1, childAllowances: 0.3 }, 'childAllowances', /halves/],
    [{ grossWage: 1, taxClass: 1, churchTax: 8 }, 'churchTax', /none, 8, 9/],
  ])('%j is rejected on %s', (body, field, message) => {
    const issues = issuesOf(deWageTaxRequestSchema, body);
    expect(issues.map((issue) => issue.field)).toEqual([field]);
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('deTaxClassChoiceRequestSchema', () => {
  test('two partners with their defaults', () => {
    expect(deTaxClassChoiceRequestSchema.parse({ partners: [{ grossWage: 5000 }, { grossWage: '2500', churchTax: '9' }] })).toEqual({
      period: 'month',
      partners: [
        { grossWage: 5000, childrenForCare: 0, pensionInsured: true, childAllowances: 0, churchTax: 'none' },
        { grossWage: 2500, childrenForCare: 0, pensionInsured: true, childAllowances: 0, churchTax: '9' },
      ],
    });
  });

  test.each([
    [{ partners: [{ grossWage: 1 }] }, 'partners', /exactly two/],
    [{ partners: [{ grossWage: 1 }, { grossWage: 1 }, { grossWage: 1 }] }, 'partners', /exactly two/],
    [{ partners: [{ grossWage: 1 }, { grossWage: -1 }] }, 'partners.1.grossWage', /zero or more/],
    [{ partners: [{ grossWage: 1, taxClass: 3 }, { grossWage: 1 }] }, 'partners.0.taxClass', /not a recognised field/],
    [{ partners: 'both' }, 'partners', /exactly two/],
  ])('%j is rejected on %s', (body, field, message) => {
    const parsed = deTaxClassChoiceRequestSchema.safeParse(body);
    if (parsed.success) throw new Error('expected a rejection');
    const issues = toFieldIssues(parsed.error);
    expect(issues.map((issue) => issue.field)).toEqual([field]);
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('parsed requests are what the engine takes', () => {
  test('social security, wage tax and the tax-class choice run on their parsed requests', () => {
    const socialSecurity = deSocialSecurityRequestSchema.parse({ grossWage: 3000, state: 'SN' });
    const wageTax = deWageTaxRequestSchema.parse({ grossWage: 5000, taxClass: 4, factor: 0.95 });
    const couple = deTaxClassChoiceRequestSchema.parse({ partners: [{ grossWage: 5000 }, { grossWage: 2500 }] });
    expect(calculateGermanSocialSecurity({ taxYear: 2026, ...socialSecurity }).employee.total).toBeGreaterThan(0);
    expect(calculateGermanWageTax({ taxYear: 2026, ...wageTax }).lohnsteuer).toBeGreaterThan(0);
    expect(compareGermanTaxClassChoices({ taxYear: 2026, ...couple })).toHaveLength(4);
  });
});
