/**
 * UK Corporation Tax: small profits rate, marginal relief, short periods, associated companies, periods straddling
 * 1 April, the normal due date and quarterly instalments.
 *
 * Official examples are reproduced with their arithmetic; other expected figures are worked by hand from the rates
 * (25% main, 19% small profits, limits £50,000 and £250,000, fraction 3/200, MR = F × (U − A) × N/A), never copied
 * from the engine. Amounts are to the penny, half up (HMRC's marginal relief calculator rounds the same way).
 */
import {
  calculateUkCorporationTax,
  corporationTaxFinancialYears,
  corporationTaxHeadlines,
  CorporationTaxInputError,
  instalmentDueDates,
  monthsInPeriodHundredths,
  type UkCorporationTaxInput,
} from '../../src/uk/corporation-tax';
import type { IsoDate, Reference } from '../../src/core/parameter';

const S = {
  ctm03925: {
    title: 'HMRC CTM03925, example: period ended 30 September 2026, profits £90,000, exempt distributions £8,000',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03925',
  },
  ctm03930: {
    title: 'HMRC CTM03930, example: Company X, 9-month period 1 January 2024 to 30 September 2024, profits £55,000',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03930',
  },
  marginalRelief: {
    title: 'GOV.UK: Marginal Relief for Corporation Tax (3 associated companies: limits £12,500 and £62,500)',
    href: 'https://www.gov.uk/marginal-relief-calculator',
  },
  ctm92570: {
    title: 'HMRC CTM92570: quarterly instalments, due dates, 12-month accounting period, examples 2 to 4',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92570',
  },
  ctm92590: {
    title: 'HMRC CTM92590: quarterly instalments, due dates, accounting period less than 12 months, examples 1 to 3',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92590',
  },
  ctm92610: {
    title: "HMRC CTM92610: how to calculate 'n', examples 1 to 4",
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92610',
  },
  ctm92805: {
    title: 'HMRC CTM92805: very large companies pay on the 14th day of months 3, 6, 9 and 12 of a 12-month period',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92805',
  },
  tma59d: {
    title: 'TMA 1970 s.59D: due the day after nine months from the end of the accounting period',
    href: 'https://www.legislation.gov.uk/ukpga/1970/9/section/59D',
  },
} satisfies Record<string, Reference>;

const ct = (input: Partial<UkCorporationTaxInput> & Pick<UkCorporationTaxInput, 'taxableProfits' | 'periodStart' | 'periodEnd'>) =>
  calculateUkCorporationTax({ associatedCompanies: 0, ...input });

describe('official examples', () => {
  it(`${S.ctm03925.title} (${S.ctm03925.href})`, () => {
    // A = 90,000 + 8,000 = 98,000. Tax at 25%: 22,500. MR = 3/200 × (250,000 − 98,000) × 90,000/98,000
    // = 2,280 × 0.918367… = 2,093.877… → 2,093.88 (the manual shows it to the pound, £2,094); CT 22,500 − 2,093.88 = 20,406.12 (£20,406).
    const result = ct({ taxableProfits: 90_000, augmentedProfits: 98_000, periodStart: '2025-10-01', periodEnd: '2026-09-30' });
    expect(result.taxBeforeRelief).toBe(22_500);
    expect(result.marginalRelief).toBe(2_093.88);
    expect(result.corporationTax).toBe(20_406.12);
    expect(Math.round(result.corporationTax)).toBe(20_406);
    // It straddles 1 April 2026: FY2025 (182 days) and FY2026 (183 days), the profits apportioned by days.
    expect(result.financialYears.map((part) => [part.financialYear, part.days])).toEqual([
      [2025, 182],
      [2026, 183],
    ]);
  });

  it(`${S.ctm03930.title} (${S.ctm03930.href})`, () => {
    // The manual reduces the limits by 9/12 (upper £187,500, MR £1,987.50, CT £11,762.50) and notes that "strictly the
    // calculation should be carried out by reference to the number of days". By days: 274 days,
    // upper limit 250,000 × 274/365 = 187,671.23; MR = 3/200 × (187,671.23 − 55,000) = 1,990.07; CT 13,750 − 1,990.07 = 11,759.93.
    const result = ct({ taxableProfits: 55_000, periodStart: '2024-01-01', periodEnd: '2024-09-30' });
    expect(result.periodDays).toBe(274);
    expect(result.taxBeforeRelief).toBe(13_750);
    expect(result.marginalRelief).toBe(1_990.07);
    expect(result.corporationTax).toBe(11_759.93);
  });

  it(`${S.marginalRelief.title} (${S.marginalRelief.href})`, () => {
    // 3 associated companies: limits ÷ 4 → £12,500 and £62,500. Profits 40,000: 25% = 10,000;
    // MR = 3/200 × (62,500 − 40,000) = 337.50; CT 9,662.50.
    const result = ct({ taxableProfits: 40_000, associatedCompanies: 3, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    expect(result.financialYears[0]).toMatchObject({ lowerLimit: 12_500, upperLimit: 62_500 });
    expect(result.marginalRelief).toBe(337.5);
    expect(result.corporationTax).toBe(9_662.5);
  });
});

describe.each([2023, 2024, 2025, 2026])('FY%i, a 12-month period 1 April to 31 March: the limits and their edges', (year) => {
  const period = { periodStart: `${year}-04-01`, periodEnd: `${year + 1}-03-31` };
  it('small profits rate to £50,000, then main rate less marginal relief, main rate from £250,000', () => {
    // 50,000 × 19% = 9,500. 50,001: 12,500.25 − 3/200 × 199,999 = 12,500.25 − 2,999.985 = 9,500.265 → 9,500.27 (26.5% on the pound over).
    // 100,000: 25,000 − 3/200 × 150,000 = 22,750. 250,000: 62,500. 250,001: 62,500.25.
    expect(ct({ taxableProfits: 50_000, ...period }).corporationTax).toBe(9_500);
    expect(ct({ taxableProfits: 50_001, ...period }).corporationTax).toBe(9_500.27);
    expect(ct({ taxableProfits: 100_000, ...period }).corporationTax).toBe(22_750);
    expect(ct({ taxableProfits: 250_000, ...period }).corporationTax).toBe(62_500);
    expect(ct({ taxableProfits: 250_001, ...period }).corporationTax).toBe(62_500.25);
    expect(ct({ taxableProfits: 100_000, ...period }).marginalRate).toBe(26.5);
    // A 12-month period is not reduced, even with 366 days (FY2023 holds 29 February 2024).
    expect(ct({ taxableProfits: 100_000, ...period }).financialYears[0]).toMatchObject({ lowerLimit: 50_000, upperLimit: 250_000 });
  });

  it('is due nine months and one day after the period ends', () => {
    // 31 March → 31 December + 1 day = 1 January (TMA 1970 s.59D).
    expect(ct({ taxableProfits: 100_000, ...period }).normalDueDate).toBe(`${year + 2}-01-01`);
  });
});

describe('payment dates and instalments', () => {
  it.each([
    ['2025-01-01', '2025-12-31', '2026-10-01'],
    ['2024-07-01', '2025-06-30', '2026-04-01'],
    ['2025-10-01', '2026-09-30', '2027-07-01'],
    ['2024-05-01', '2025-02-15', '2025-11-16'],
  ])(`a period %s to %s is due on %s (${S.tma59d.title})`, (periodStart, periodEnd, due) => {
    // 31 December → 30 September + 1 day; 30 June → 31 March + 1 day; 30 September → 30 June + 1 day; 15 February → 15 November + 1 day.
    const result = ct({ taxableProfits: 10_000, periodStart, periodEnd });
    expect(result.normalDueDate).toBe(due);
    expect(result.paymentDueDate).toBe(due);
    expect(result.instalments).toEqual([]);
  });

  it.each([
    // CTM92570 example 2: 18 July 2009 to 17 July 2010.
    ['2009-07-18', '2010-07-17', ['2010-01-31', '2010-04-30', '2010-07-31', '2010-10-31']],
    // Example 3: 17 November 2010 to 16 November 2011 (2012 a leap year: final 1 March, not 2 March).
    ['2010-11-17', '2011-11-16', ['2011-05-30', '2011-08-30', '2011-11-30', '2012-03-01']],
    // Example 4: 16 May 2011 to 15 May 2012.
    ['2011-05-16', '2012-05-15', ['2011-11-29', '2012-02-29', '2012-05-31', '2012-08-29']],
    // CTM92590 example 1: 1 January to 31 July 2012, no third instalment.
    ['2012-01-01', '2012-07-31', ['2012-07-14', '2012-10-14', '2012-11-14']],
    // Example 2: 16 October 2011 to 20 July 2012.
    ['2011-10-16', '2012-07-20', ['2012-04-29', '2012-07-29', '2012-10-29', '2012-11-03']],
    // Example 3: 1 June to 31 August 2012, one instalment.
    ['2012-06-01', '2012-08-31', ['2012-12-14']],
  ] as const)(`large company %s to %s: instalments due %j (${S.ctm92570.href}, ${S.ctm92590.href})`, (start, end, dates) => {
    expect(instalmentDueDates(start as IsoDate, end as IsoDate, 'large')).toEqual(dates);
  });

  it.each([
    ['2012-01-01', '2012-12-31', 1200],
    ['2012-01-01', '2012-07-31', 700],
    ['2012-01-01', '2012-07-28', 693],
    ['2012-01-16', '2012-07-28', 643],
  ] as const)(`n for %s to %s is %i hundredths (${S.ctm92610.href})`, (start, end, hundredths) => {
    expect(monthsInPeriodHundredths(start as IsoDate, end as IsoDate)).toBe(hundredths);
  });

  it('a large company pays four equal instalments in months 7, 10, 13 and 16', () => {
    // Profits £2m > £1.5m: CT 500,000, four instalments of 125,000 (18 July 2024 start: CTM92570 example 2's pattern).
    const result = ct({ taxableProfits: 2_000_000, periodStart: '2024-07-18', periodEnd: '2025-07-17' });
    expect(result.companySize).toBe('large');
    expect(result.instalments).toEqual([
      { number: 1, dueDate: '2025-01-31', amount: 125_000 },
      { number: 2, dueDate: '2025-04-30', amount: 125_000 },
      { number: 3, dueDate: '2025-07-31', amount: 125_000 },
      { number: 4, dueDate: '2025-10-31', amount: 125_000 },
    ]);
    expect(result.paymentDueDate).toBe('2025-10-31');
  });

  it('a short period pays 3 × CT ÷ n until the last instalment takes what is left', () => {
    // 1 January to 28 July 2025: n = 6 + 28/30 = 6.93. CT 25% × 2,000,000 = 500,000; 3 × 500,000 / 6.93 = 216,450.216… → 216,450.22.
    // Dates: 14 July, 14 October, then the final 28 July + 3 months + 14 days = 11 November 2025: 500,000 − 432,900.44 = 67,099.56.
    const result = ct({ taxableProfits: 2_000_000, periodStart: '2025-01-01', periodEnd: '2025-07-28' });
    expect(result.instalments).toEqual([
      { number: 1, dueDate: '2025-07-14', amount: 216_450.22 },
      { number: 2, dueDate: '2025-10-14', amount: 216_450.22 },
      { number: 3, dueDate: '2025-11-11', amount: 67_099.56 },
    ]);
  });

  it(`a very large company pays on the 14th of months 3, 6, 9 and 12 (${S.ctm92805.href})`, () => {
    // Profits £30m > £20m: CT 7,500,000 in four instalments of 1,875,000.
    const result = ct({ taxableProfits: 30_000_000, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    expect(result.companySize).toBe('very-large');
    expect(result.instalments.map((instalment) => [instalment.dueDate, instalment.amount])).toEqual([
      ['2025-06-14', 1_875_000],
      ['2025-09-14', 1_875_000],
      ['2025-12-14', 1_875_000],
      ['2026-03-14', 1_875_000],
    ]);
  });

  it('associated companies share the £1.5m threshold', () => {
    // One associated company: £750,000 each. Profits £800,000 → large; £700,000 → not.
    expect(ct({ taxableProfits: 800_000, associatedCompanies: 1, periodStart: '2025-04-01', periodEnd: '2026-03-31' }).companySize).toBe(
      'large',
    );
    expect(ct({ taxableProfits: 700_000, associatedCompanies: 1, periodStart: '2025-04-01', periodEnd: '2026-03-31' }).companySize).toBe(
      'standard',
    );
  });
});

describe('refusals name the field', () => {
  it.each([
    [{ taxableProfits: 1, periodStart: '2023-03-31', periodEnd: '2023-12-31' }, 'periodStart'],
    [{ taxableProfits: 1, periodStart: '2026-06-01', periodEnd: '2027-04-30' }, 'periodEnd'],
    [{ taxableProfits: 1, periodStart: '2024-04-01', periodEnd: '2025-04-01' }, 'periodEnd'],
    [{ taxableProfits: 1, periodStart: '2024-04-01', periodEnd: '2024-03-31' }, 'periodEnd'],
    [{ taxableProfits: 1, periodStart: '2024-02-30', periodEnd: '2024-12-31' }, 'periodStart'],
    [{ taxableProfits: 10, augmentedProfits: 5, periodStart: '2024-04-01', periodEnd: '2025-03-31' }, 'augmentedProfits'],
    [{ taxableProfits: 10, associatedCompanies: -1, periodStart: '2024-04-01', periodEnd: '2025-03-31' }, 'associatedCompanies'],
  ] as const)('%j → %s', (input, field) => {
    expect(() => ct(input)).toThrow(CorporationTaxInputError);
    try {
      ct(input);
    } catch (error) {
      expect((error as CorporationTaxInputError).field).toBe(field);
    }
  });

  it('a period of exactly 12 months is accepted', () => {
    expect(ct({ taxableProfits: 1, periodStart: '2024-04-01', periodEnd: '2025-03-31' }).periodDays).toBe(365);
  });
});

describe('headline figures for a page', () => {
  it('FY2023 to FY2026: 25% and 19%, limits £50,000 and £250,000, instalments above £1.5m and £20m', () => {
    expect(corporationTaxFinancialYears()).toEqual([2023, 2024, 2025, 2026]);
    for (const year of corporationTaxFinancialYears())
      expect(corporationTaxHeadlines(year)).toMatchObject({
        mainRate: 25,
        smallProfitsRate: 19,
        lowerLimit: 50_000,
        upperLimit: 250_000,
        largeCompanyProfits: 1_500_000,
        veryLargeCompanyProfits: 20_000_000,
      });
  });
});
