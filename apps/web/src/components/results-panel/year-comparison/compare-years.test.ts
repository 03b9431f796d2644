import type { CalculationResult, SummaryStat } from '@taxatlas/tax-engine/core/result';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { compareYears } from './compare-years';

const ukIncomeTax = (taxYear: '2025-26' | '2026-27', dividendIncome = 0) =>
  calculateUkIncomeTax({
    grossIncome: dividendIncome > 0 ? 20000 : 50000,
    dividendIncome,
    taxYear,
    region: 'england',
    pensionContribution: 0,
    studentLoanPlan: 'none',
    includeNationalInsurance: true,
  });

describe('compareYears with real UK income tax results', () => {
  it('£50,000 in 2026-27 against 2025-26: allowance and bands are frozen, so nothing changed', () => {
    // GOV.UK "Income Tax rates and Personal Allowances": £12,570 and 20% to £50,270 in both years.
    const comparison = compareYears(ukIncomeTax('2026-27'), ukIncomeTax('2025-26'));
    expect(comparison).toMatchObject({ currentYear: '2026-27', previousYear: '2025-26', changedStats: [] });
    expect(comparison.totalTax).toEqual({ previous: 10480.4, current: 10480.4, change: 0, effect: undefined });
    expect(comparison.netAmount?.change).toBe(0);
  });

  it('£10,000 of dividends: the ordinary dividend rate rose from 8.75% to 10.75%, so 9,500 × 2% = £190 more tax', () => {
    // GOV.UK "Tax on dividends": £500 dividend allowance in both years; HMRC 2026-27 dividend ordinary rate 10.75%.
    const comparison = compareYears(ukIncomeTax('2026-27', 10000), ukIncomeTax('2025-26', 10000));
    expect(comparison.totalTax).toMatchObject({ change: 190, effect: 'worse' });
    expect(comparison.netAmount).toMatchObject({ change: -190, effect: 'worse' });
    const changed = comparison.changedStats.map((entry) => [entry.stat.titleLabel.key, entry.change, entry.effect]);
    expect(changed).toEqual([
      ['common.stat.takeHomePay', -190, 'worse'],
      ['uk.stat.incomeTax', 190, 'worse'],
    ]);
  });
});

const stat = (key: SummaryStat['titleLabel']['key'], value: number, formattedValue = `£${value}`): SummaryStat =>
  ({ title: key, titleLabel: { key }, value, formattedValue }) as SummaryStat;

const result = (overrides: Partial<CalculationResult>): CalculationResult => ({
  calculationType: 'test',
  taxYear: '2026',
  currency: 'USD',
  inputAmount: 1000,
  totalTax: 100,
  effectiveRate: 10,
  summary: [],
  breakdowns: [],
  ...overrides,
});

describe('compareYears', () => {
  it('reads amounts to the cent, so floating-point noise is no change', () => {
    const comparison = compareYears(result({ totalTax: 0.1 + 0.2 }), result({ taxYear: '2025', totalTax: 0.3 }));
    expect(comparison.totalTax.change).toBe(0);
    expect(comparison.totalTax.effect).toBeUndefined();
  });

  it('less tax is better; a figure that is neither tax nor net is shown without a verdict', () => {
    const comparison = compareYears(
      result({ totalTax: 90, summary: [stat('common.stat.taxableIncome', 900), stat('common.stat.effectiveRate', 9, '9.0%')] }),
      result({
        taxYear: '2025',
        totalTax: 100,
        summary: [stat('common.stat.taxableIncome', 850), stat('common.stat.effectiveRate', 10, '10.0%')],
      }),
    );
    expect(comparison.totalTax).toMatchObject({ change: -10, effect: 'better' });
    expect(comparison.changedStats.map((entry) => [entry.change, entry.effect, entry.unit, entry.previousFormatted])).toEqual([
      [50, 'neutral', 'money', '£850'],
      [-1, 'neutral', 'percent', '10.0%'],
    ]);
  });

  it('has no net amount when either year has none, and skips stats only one year has', () => {
    const comparison = compareYears(
      result({ netAmount: 900, summary: [stat('us.stat.federalIncomeTax', 100)] }),
      result({ taxYear: '2025', summary: [stat('us.stat.standardDeduction', 100)] }),
    );
    expect(comparison.netAmount).toBeUndefined();
    expect(comparison.changedStats).toEqual([]);
  });
});
