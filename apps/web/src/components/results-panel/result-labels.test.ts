/**
 * The web translates what the engine returns from its labels, never from its English: each calculator runs over the
 * engine's grid of inputs (every region, filing status, state, year and tax class) and every label it emits must be
 * a known key whose values fill its message, in English and German, without falling back to the English text.
 */
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { calculateUsStateIncomeTax } from '@taxatlas/tax-engine/us/state-income-tax';
import { createIntl, type IntlShape } from 'react-intl';
// The engine's own grid, so the web checks exactly the inputs the engine's label tests cover.
import { calculatorGrid, labelledFields } from '../../../../../libs/tax-engine/test/support/calculator-grid';
import { formatLabel, labelIntl } from './label-formatting';
import { explanationLines } from './result-labels';

/** The app's label messages for a language, with every formatting error recorded. */
function intlFor(language: 'en' | 'de', errors: string[]): IntlShape {
  const { locale, messages } = labelIntl(language === 'de' ? 'de-DE' : 'en-GB');
  return createIntl({ locale, messages, onError: (error) => errors.push(String(error)) });
}

const FALLBACK = '\u0000fallback';

describe.each(['en', 'de'] as const)('engine labels in %s', (language) => {
  it('every label of every calculator result has a message whose placeholders its values fill', () => {
    const errors: string[] = [];
    const intl = intlFor(language, errors);
    const problems: string[] = [];
    let count = 0;
    for (const { name, result } of calculatorGrid())
      for (const field of labelledFields(result)) {
        count += 1;
        const text = formatLabel(intl, field.label, FALLBACK, result.currency);
        if (text === FALLBACK || text.trim() === '' || /[{}]/.test(text) || errors.length > 0)
          problems.push(`${name} ${field.path} ${JSON.stringify(field.label)} → ${JSON.stringify(text)} ${errors.splice(0).join('; ')}`);
      }
    expect(count).toBeGreaterThan(100_000);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('formatLabel', () => {
  const errors: string[] = [];
  const en = intlFor('en', errors);
  const de = intlFor('de', errors);
  afterEach(() => expect(errors.splice(0)).toEqual([]));

  it('writes money in the result currency, rates and dates in the reader’s language', () => {
    const label = {
      key: 'uk.property.ratesPeriod.fromTo',
      values: { table: 'uk.property.table.sdltResidential', from: '2022-09-23', to: '2025-03-31' },
    };
    expect(formatLabel(en, label, '', 'GBP')).toBe('SDLT residential rates from 23 September 2022 to 31 March 2025');
    expect(formatLabel(de, label, '', 'GBP')).toBe('SDLT-Sätze für Wohnimmobilien vom 23. September 2022 bis zum 31. März 2025');
    const band = {
      key: 'uk.property.band.between',
      values: { from: 250_001, to: 925_000, table: 'standard', baseRate: 5, surchargeRate: 5 },
    };
    expect(formatLabel(en, band, '', 'GBP')).toBe('£250,001 to £925,000 (5% + 5% surcharge)');
    expect(formatLabel(de, band, '', 'GBP')).toBe('£250,001 bis £925,000 (5\u00a0% + 5\u00a0% Zuschlag)');
    expect(formatLabel(de, { key: 'de.band.progressionZone2', values: { from: 23.97, to: 42 } }, '', 'EUR')).toBe(
      'Progressionszone II (23,97\u00a0% → 42\u00a0%)',
    );
  });

  it('translates a state bracket from its rate, whatever the parameter file calls it', () => {
    const result = calculateUsStateIncomeTax({ state: 'NY', taxYear: 2024, income: 60_000, filingStatus: 'single' });
    const band = result.breakdown.find((entry) => entry.rate === 5.5)!;
    expect(band.band).toBe('5.5% bracket');
    expect(formatLabel(en, band.label, band.band, 'USD')).toBe('5.5% bracket');
    expect(formatLabel(de, band.label, band.band, 'USD')).toBe('Stufe 5,5\u00a0%');
  });

  it('shows English-only notes in English, marked as such in German', () => {
    const result = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 60_000, filingStatus: 'single' });
    const incomeBase = explanationLines(result)[0]!;
    expect(formatLabel(en, incomeBase.label, '', 'USD')).toBe(result.incomeBase);
    expect(formatLabel(de, incomeBase.label, '', 'USD')).toBe(`${result.incomeBase} (nur auf Englisch verfügbar)`);
  });

  it('falls back to the engine’s English only for a result without labels (an older API) or an unknown key', () => {
    const result = calculateUkIncomeTax({
      grossIncome: 60_000,
      taxYear: '2024-25',
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
    const band = result.breakdowns[0]!.data[1]!;
    expect(formatLabel(de, band.label, band.band, 'GBP')).toBe('Basissteuersatz');
    expect(formatLabel(de, undefined, band.band, 'GBP')).toBe('Basic rate');
    expect(formatLabel(de, { key: 'uk.band.notAKey' }, band.band, 'GBP')).toBe('Basic rate');
    expect(formatLabel(de, { key: 'us.band.percentBracket' }, '22% bracket', 'USD')).toBe('22% bracket');
  });
});
