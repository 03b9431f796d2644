/**
 * Engine behaviour of the US state income tax calculator: filing-status fallbacks, states without a wage income tax,
 * unsupported years, deductions above income, result shape. Expected figures are worked by hand in the comments.
 */
import {
  calculateUsStateIncomeTax,
  StateTaxYearNotAvailableError,
  stateTaxYearsAvailable,
  supportedStateTaxYears,
} from '../../src/us/state-income-tax';
import { incomeTableValue, stepsAbove } from '../../src/us/state-adjustments';
import { stateIncomeTaxRules } from '../../src/us/state-rules-registry';
import { usStates, usStateCodes, type UsStateCode } from '../../src/us/states';

describe('usStates', () => {
  test('lists the 50 states and DC, sorted by name, with unique codes', () => {
    expect(usStates).toHaveLength(51);
    expect(new Set(usStateCodes).size).toBe(51);
    const names = usStates.map((state) => state.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(usStates.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
  });

  test('the registry has a parameter for every code', () => {
    expect(Object.keys(stateIncomeTaxRules).sort()).toEqual([...usStateCodes].sort());
  });
});

describe('calculateUsStateIncomeTax', () => {
  test('result shape: calculation type, currency, year as a string, input amount, notes with the local-tax caveat', () => {
    const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 50_000, filingStatus: 'single' });
    expect(result).toMatchObject({
      calculationType: 'us-state-tax',
      currency: 'USD',
      taxYear: '2024',
      inputAmount: 50_000,
      state: 'IL',
      stateName: 'Illinois',
      kind: 'flat',
    });
    expect(result.totalTax).toBe(result.tax);
    expect(result.notes).toContain('Local income taxes (city/county/school district) are not included.');
    expect(result.incomeBase).toMatch(/Illinois/);
    expect(result.summary).toHaveLength(4);
    expect(result.breakdowns).toHaveLength(1);
    expect(result.breakdowns[0]).toMatchObject({ title: 'State income tax', type: 'income-tax' });
    expect(result.breakdowns[0]!.data[0]).toMatchObject({ band: 'Deductions and exemptions', rate: 0, amount: 0 });
  });

  test('Illinois 2024, $50,000 single: (50,000 - 2,775) x 4.95% = 47,225 x 4.95% = 2,337.6375 -> 2,337.64 (half up)', () => {
    const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 50_000, filingStatus: 'single' });
    expect(result.deduction).toBe(2_775);
    expect(result.taxableIncome).toBe(47_225);
    expect(result.tax).toBe(2_337.64);
    // 2,337.64 / 50,000 = 4.67528% -> 4.68
    expect(result.effectiveRate).toBe(4.68);
    expect(result.marginalRate).toBe(4.95);
  });

  describe('filing-status fallbacks (state-tax-rules.ts)', () => {
    test('married filing separately and head of household use single where a state lists no own figures (Illinois)', () => {
      const single = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 40_000, filingStatus: 'single' });
      for (const filingStatus of ['married-separate', 'head-of-household'] as const) {
        const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 40_000, filingStatus });
        expect(result.tax).toBe(single.tax);
        expect(result.deduction).toBe(2_775);
      }
    });

    test('qualifying surviving spouse uses married filing jointly where a state lists no own figures (California: schedule Y, two credits)', () => {
      const joint = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 150_000, filingStatus: 'married-joint' });
      const survivor = calculateUsStateIncomeTax({
        state: 'CA',
        taxYear: 2024,
        income: 150_000,
        filingStatus: 'qualifying-surviving-spouse',
      });
      // Worked in states/ca.test.ts: 150,000 - 11,080 = 138,920 on schedule Y = 6,034.08, less 2 x $149 = 5,736.08
      expect(survivor.tax).toBe(5_736.08);
      expect(survivor.tax).toBe(joint.tax);
    });

    test('per-person exemptions give a surviving spouse one exemption (Illinois lists it: 2,775, not the joint 5,550)', () => {
      const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 40_000, filingStatus: 'qualifying-surviving-spouse' });
      // (40,000 - 2,775) x 4.95% = 37,225 x 4.95% = 1,842.6375 -> 1,842.64
      expect(result.deduction).toBe(2_775);
      expect(result.tax).toBe(1_842.64);
    });

    test('an explicit value wins over the fallback (Georgia: qualifying surviving spouse gets $12,000, not the joint $24,000)', () => {
      const result = calculateUsStateIncomeTax({ state: 'GA', taxYear: 2024, income: 30_000, filingStatus: 'qualifying-surviving-spouse' });
      // (30,000 - 12,000) x 5.39% = 970.20
      expect(result.deduction).toBe(12_000);
      expect(result.tax).toBe(970.2);
    });

    test('California head of household has its own schedule (Z) and the joint standard deduction', () => {
      const result = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 30_000, filingStatus: 'head-of-household' });
      // 30,000 - 11,080 = 18,920: 1% x 18,920 = 189.20; less the $149 credit = 40.20
      expect(result.taxableIncome).toBe(18_920);
      expect(result.tax).toBe(40.2);
      expect(result.exemptionCredit).toBe(149);
      expect(result.notes.some((note) => /no separate head of household/.test(note))).toBe(false);
    });

    test('a note says when the single brackets stand in for a status', () => {
      const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 40_000, filingStatus: 'head-of-household' });
      expect(result.notes.some((note) => /no separate head of household brackets/.test(note))).toBe(true);
    });
  });

  describe('states without a wage income tax', () => {
    test.each<UsStateCode>(['AK', 'FL'])('%s: tax 0, nothing taxable, a clear income base', (state) => {
      const result = calculateUsStateIncomeTax({ state, taxYear: 2024, income: 85_000, filingStatus: 'married-joint' });
      expect(result.kind).toBe('none');
      expect(result.tax).toBe(0);
      expect(result.totalTax).toBe(0);
      expect(result.taxableIncome).toBe(0);
      expect(result.effectiveRate).toBe(0);
      expect(result.marginalRate).toBe(0);
      expect(result.breakdown).toEqual([]);
      expect(result.incomeBase).toMatch(/no individual income tax on wages/);
      expect(result.breakdowns[0]!.data).toEqual([
        expect.objectContaining({ band: 'Not taxed by the state', taxableAmount: 85_000, amount: 0 }),
      ]);
    });
  });

  describe('tax years', () => {
    test('the calculator offers 2024, 2025 and 2026', () => {
      expect(stateTaxYearsAvailable).toEqual([2024, 2025, 2026]);
    });

    test('every state with rules has 2024; supported years are a subset of the offered years', () => {
      for (const { code } of usStates) {
        const years = supportedStateTaxYears(code);
        for (const year of years) expect(stateTaxYearsAvailable).toContain(year);
        if (stateIncomeTaxRules[code].values.length > 0) expect({ code, years }).toEqual({ code, years: expect.arrayContaining([2024]) });
      }
    });

    test('an unsupported year throws StateTaxYearNotAvailableError naming the state and the available years', () => {
      const attempt = () => calculateUsStateIncomeTax({ state: 'CA', taxYear: 2023, income: 50_000, filingStatus: 'single' });
      expect(attempt).toThrow(StateTaxYearNotAvailableError);
      expect(attempt).toThrow('Tax year 2023 is not available for California (CA); available years: 2024, 2025, 2026');
      try {
        attempt();
      } catch (error) {
        expect(error).toBeInstanceOf(StateTaxYearNotAvailableError);
        expect((error as StateTaxYearNotAvailableError).availableYears).toEqual([2024, 2025, 2026]);
        expect((error as StateTaxYearNotAvailableError).state).toBe('CA');
      }
    });

    // docs/tax-parameters.md, "US states 2026: published / not yet published": the two lists must agree with the rules.
    const published2026: readonly UsStateCode[] = [
      'AK',
      'AL',
      'AR',
      'AZ',
      'CA',
      'CO',
      'CT',
      'DC',
      'DE',
      'FL',
      'GA',
      'HI',
      'IA',
      'ID',
      'IL',
      'IN',
      'KS',
      'KY',
      'LA',
      'MA',
      'MD',
      'ME',
      'MI',
      'MN',
      'MO',
      'MS',
      'MT',
      'NC',
      'ND',
      'NE',
      'NH',
      'NJ',
      'NM',
      'NV',
      'NY',
      'OH',
      'OK',
      'OR',
      'PA',
      'RI',
      'SC',
      'SD',
      'TN',
      'TX',
      'UT',
      'VA',
      'VT',
      'WA',
      'WI',
      'WV',
      'WY',
    ];

    test('2026 is offered exactly for the states whose 2026 figures are published', () => {
      const with2026 = usStates.filter(({ code }) => supportedStateTaxYears(code).includes(2026)).map(({ code }) => code);
      expect([...with2026].sort()).toEqual([...published2026].sort());
      for (const code of published2026) expect(supportedStateTaxYears(code)).toEqual([2024, 2025, 2026]);
    });

    // docs/tax-parameters.md, "US states 2026": where a 2026 figure is carried forward or computed rather than read
    // at the source, the result must say so, so the user sees the 2026 figure is provisional.
    test.each(['OR', 'UT', 'VT'] as const)('%s 2026 says in its notes that figures are provisional', (state) => {
      const result = calculateUsStateIncomeTax({ state, taxYear: 2026, income: 60_000, filingStatus: 'single' });
      expect(result.notes.some((note) => note.startsWith('Provisional for 2026'))).toBe(true);
      const previous = calculateUsStateIncomeTax({ state, taxYear: 2025, income: 60_000, filingStatus: 'single' });
      expect(previous.notes.some((note) => note.startsWith('Provisional'))).toBe(false);
    });

    test('a state without published 2026 figures refuses 2026, naming the years it has', () => {
      const pending = usStates.find(({ code }) => !published2026.includes(code));
      if (pending) {
        const attempt = () => calculateUsStateIncomeTax({ state: pending.code, taxYear: 2026, income: 50_000, filingStatus: 'single' });
        expect(attempt).toThrow(StateTaxYearNotAvailableError);
        expect(attempt).toThrow(`Tax year 2026 is not available for ${pending.name} (${pending.code}); available years: 2024, 2025`);
      }
      for (const { code } of usStates.filter(({ code }) => !published2026.includes(code)))
        expect({ code, years: supportedStateTaxYears(code) }).toEqual({ code, years: [2024, 2025] });
    });

    test('a state whose rules are not yet written reports "not yet available"', () => {
      const pending = usStates.find(({ code }) => stateIncomeTaxRules[code].values.length === 0);
      if (!pending) return; // every state is filled in
      expect(() => calculateUsStateIncomeTax({ state: pending.code, taxYear: 2024, income: 1_000, filingStatus: 'single' })).toThrow(
        /not yet available/,
      );
    });
  });

  describe('deductions and credits', () => {
    test('deduction larger than income: nothing taxable, tax 0, the deductions band holds the whole income', () => {
      const result = calculateUsStateIncomeTax({ state: 'GA', taxYear: 2024, income: 9_000, filingStatus: 'single' });
      expect(result.deduction).toBe(12_000);
      expect(result.taxableIncome).toBe(0);
      expect(result.tax).toBe(0);
      expect(result.marginalRate).toBe(0);
      expect(result.breakdowns[0]!.data[0]).toMatchObject({ band: 'Deductions and exemptions', taxableAmount: 9_000 });
    });

    test('zero income', () => {
      const result = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 0, filingStatus: 'single' });
      expect(result.tax).toBe(0);
      expect(result.effectiveRate).toBe(0);
      expect(result.exemptionCredit).toBe(0);
    });

    test('the exemption credit never takes the tax below 0 and shows as a negative band equal to the credit used', () => {
      // CA 2024 single, 10,000: 10,000 - 5,540 = 4,460 x 1% = 44.60 < 149 credit -> tax 0, credit used 44.60
      const result = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 10_000, filingStatus: 'single' });
      expect(result.taxBeforeCredits).toBe(44.6);
      expect(result.exemptionCredit).toBe(44.6);
      expect(result.tax).toBe(0);
      expect(result.breakdown.at(-1)).toMatchObject({ band: 'Personal exemption credit', amount: -44.6, taxableAmount: 0 });
    });

    test('negative or non-finite income is rejected', () => {
      expect(() => calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: -1, filingStatus: 'single' })).toThrow(RangeError);
      expect(() => calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: Number.NaN, filingStatus: 'single' })).toThrow(
        RangeError,
      );
    });
  });

  describe('rules beyond brackets (state-adjustments.ts)', () => {
    test('an income table gives the first row whose limit the income does not exceed; the last row is open-ended', () => {
      const table = [{ upTo: 25_000, value: 35 }, { upTo: 50_000, value: 25 }, { value: 0 }];
      // Amounts in cents: 25,000.00 is in the first row, 25,000.01 in the second.
      expect(incomeTableValue(table, 0)).toBe(35);
      expect(incomeTableValue(table, 2_500_000)).toBe(35);
      expect(incomeTableValue(table, 2_500_001)).toBe(25);
      expect(incomeTableValue(table, 5_000_001)).toBe(0);
    });

    test('steps above a start: a started step counts or is ignored', () => {
      // 2,000.01 (in cents) is 1,000.01 over a start of 1,000: two whole $500 steps and a started third.
      expect(stepsAbove(200_001, 1000, 500, 'counts')).toBe(3);
      expect(stepsAbove(200_001, 1000, 500, 'ignored')).toBe(2);
      expect(stepsAbove(100_000, 1000, 500, 'counts')).toBe(0);
    });

    test("the federal income tax a state deducts is the federal calculator's on the same wages (Alabama, single, $50,000)", () => {
      // Federal 2024: 50,000 - 14,600 = 35,400: 1,160 + 12% x 23,800 = 4,016 (worked in states/al.test.ts).
      const result = calculateUsStateIncomeTax({ state: 'AL', taxYear: 2024, income: 50_000, filingStatus: 'single' });
      expect(result.federalTaxDeduction).toBe(4016);
      expect(result.deduction).toBe(2500 + 1500 + 4016);
    });

    test('states without these rules report zero for the new result fields', () => {
      const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 50_000, filingStatus: 'single' });
      expect(result).toMatchObject({ payrollTaxDeduction: 0, federalTaxDeduction: 0, recapture: 0, personalTaxCredit: 0 });
    });
  });

  test('each bracket is rounded to the cent half up: IL 2024 income 2,785 -> 10 x 4.95% = 0.495 -> 0.50', () => {
    const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: 2024, income: 2_785, filingStatus: 'single' });
    expect(result.tax).toBe(0.5);
  });
});
