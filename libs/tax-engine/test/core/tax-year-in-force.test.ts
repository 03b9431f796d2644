import { currentGermanTaxYear } from '../../src/germany/tax-year';
import { currentUkTaxYear, ukTaxYearInForce, ukTaxYears } from '../../src/uk/tax-year';
import { currentUsTaxYear, usTaxYearInForce, usTaxYears } from '../../src/us/tax-year';

/** Noon UTC on a day: the same calendar day in London, Berlin and New York. */
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

describe('the UK tax year in force (6 April to 5 April, London time)', () => {
  test.each([
    ['2025-04-05', '2024-25'],
    ['2025-04-06', '2025-26'],
    ['2026-04-05', '2025-26'],
    ['2026-04-06', '2026-27'],
    ['2026-11-23', '2026-27'],
    ['2099-04-06', '2099-00'],
  ])('on %s it is %s', (date, expected) => {
    expect(ukTaxYearInForce(noon(date))).toBe(expected);
  });

  test('turns at midnight in London, which is 23:00 UTC in April (BST)', () => {
    expect(ukTaxYearInForce(new Date('2026-04-05T22:59:59Z'))).toBe('2025-26');
    expect(ukTaxYearInForce(new Date('2026-04-05T23:00:00Z'))).toBe('2026-27');
  });

  test('the date kept for a minute serves only that minute, whichever way the clock moves', () => {
    expect(ukTaxYearInForce(new Date('2026-04-05T23:00:00.000Z'))).toBe('2026-27');
    expect(ukTaxYearInForce(new Date('2026-04-05T23:00:59.999Z'))).toBe('2026-27');
    expect(ukTaxYearInForce(new Date('2026-04-05T22:59:59.999Z'))).toBe('2025-26');
    expect(ukTaxYearInForce(new Date('2026-04-05T23:01:00.000Z'))).toBe('2026-27');
  });

  test('defaults to the year in force while the engine has it, with no notice', () => {
    expect(currentUkTaxYear(noon('2026-04-05'))).toEqual({ taxYear: '2025-26' });
    expect(currentUkTaxYear(noon('2026-04-06'))).toEqual({ taxYear: '2026-27' });
    expect(currentUkTaxYear(noon('2027-04-05'))).toEqual({ taxYear: '2026-27' });
  });

  test('past the last year it has, keeps to that year and says so', () => {
    const latest = ukTaxYears.at(-1)!;
    expect(latest).toBe('2026-27');
    expect(currentUkTaxYear(noon('2027-04-06'))).toEqual({
      taxYear: '2026-27',
      yearNotice: {
        key: 'taxYear.notYetPublished',
        values: { inForce: '2027/28', showing: '2026/27' },
        message: '2027/28 figures are not yet published; showing 2026/27',
      },
    });
  });

  test('a clock before every supported year gets the earliest one', () => {
    expect(currentUkTaxYear(noon('2001-01-01'))).toEqual({ taxYear: ukTaxYears[0] });
  });
});

describe('the US tax year in force (the calendar year, Eastern time)', () => {
  test('turns on 1 January in New York', () => {
    expect(usTaxYearInForce(noon('2025-12-31'))).toBe(2025);
    expect(usTaxYearInForce(noon('2026-01-01'))).toBe(2026);
    // 03:00 UTC on 1 January is still New Year's Eve in New York.
    expect(usTaxYearInForce(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
  });

  test('defaults to the year in force, and past the last year to the latest with a notice', () => {
    expect(currentUsTaxYear(noon('2025-12-31'))).toEqual({ taxYear: 2025 });
    expect(currentUsTaxYear(noon('2026-01-01'))).toEqual({ taxYear: 2026 });
    expect(usTaxYears.at(-1)).toBe(2026);
    expect(currentUsTaxYear(noon('2027-01-01'))).toMatchObject({
      taxYear: 2026,
      yearNotice: { values: { inForce: '2027', showing: '2026' }, message: '2027 figures are not yet published; showing 2026' },
    });
  });

  test('among a state’s published years, the latest one up to today', () => {
    expect(currentUsTaxYear(noon('2026-06-01'), [2024, 2025])).toMatchObject({
      taxYear: 2025,
      yearNotice: { values: { inForce: '2026' } },
    });
    expect(currentUsTaxYear(noon('2025-06-01'), [2024, 2025])).toEqual({ taxYear: 2025 });
  });
});

describe('the German tax year in force (the calendar year, Berlin time)', () => {
  test('turns on 1 January, and past the last enacted tariff keeps to it with a notice', () => {
    expect(currentGermanTaxYear(noon('2025-12-31'))).toEqual({ taxYear: 2025 });
    expect(currentGermanTaxYear(noon('2026-01-01'))).toEqual({ taxYear: 2026 });
    expect(currentGermanTaxYear(new Date('2026-12-31T23:30:00Z'))).toMatchObject({
      taxYear: 2026,
      yearNotice: { values: { inForce: '2027' } },
    });
    expect(currentGermanTaxYear(noon('2027-01-01'))).toMatchObject({
      taxYear: 2026,
      yearNotice: { message: '2027 figures are not yet published; showing 2026' },
    });
  });
});
