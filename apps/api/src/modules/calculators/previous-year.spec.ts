import { dateAYearBefore, requestOnTaxYearBefore, taxYearBefore } from './previous-year';

describe('taxYearBefore', () => {
  it.each([
    ['2026-27', '2025-26'],
    ['2000-01', '1999-00'],
    ['2100-01', '2099-00'],
    [2026, 2025],
    ['2026', '2025'],
  ])('%p → %p', (year, previous) => {
    expect(taxYearBefore(year)).toBe(previous);
  });

  it.each([[undefined], [2026.5], ['next year'], ['2026-2027'], [null]])('%p is no tax year', (year) => {
    expect(taxYearBefore(year)).toBeUndefined();
  });
});

describe('requestOnTaxYearBefore', () => {
  it('keeps every other input', () => {
    expect(requestOnTaxYearBefore({ grossIncome: 50000, taxYear: '2026-27', region: 'scotland' })).toEqual({
      grossIncome: 50000,
      taxYear: '2025-26',
      region: 'scotland',
    });
  });

  it('has nothing to step back from without a tax year', () => {
    expect(requestOnTaxYearBefore({ price: 300000, completionDate: '2026-01-01' })).toBeUndefined();
  });
});

describe('dateAYearBefore', () => {
  it.each([
    ['2026-03-01', '2025-03-01'],
    ['2025-04-01', '2024-04-01'],
    ['2024-02-29', '2023-02-28'],
    ['2024-12-31', '2023-12-31'],
  ])('%s → %s', (date, previous) => {
    expect(dateAYearBefore(date)).toBe(previous);
  });
});
