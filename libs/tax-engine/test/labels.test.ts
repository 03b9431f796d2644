/**
 * Labels as data (src/core/labels.ts): every name and sentence a calculator returns has a label whose key is in
 * `labelSpecs` and whose values are exactly the ones its key declares, of the declared kind. The web app's tests
 * check the other half: both message catalogues have every key, with these values as placeholders.
 */
import type { Bracket } from '../src/core/brackets';
import { englishOnlyLabelKeys, isLabelKey, labelKeys, labelSpecs, type LabelKey, type LabelValueKind } from '../src/core/labels';
import { stateBracketLabel } from '../src/us/state-income-tax';
import { stateIncomeTaxRules } from '../src/us/state-rules-registry';
import { usStateCodes } from '../src/us/states';
import { calculatorGrid, labelledFields } from './support/calculator-grid';

const valueKinds: readonly LabelValueKind[] = ['money', 'threshold', 'percent', 'number', 'date', 'text', 'enum', 'label'];
const spec = (key: LabelKey): Readonly<Record<string, LabelValueKind>> => labelSpecs[key];

/** What is wrong with a label, if anything; `used` collects the keys seen (nested ones included). */
function labelProblems(label: unknown, used: Set<string>): string[] {
  if (typeof label !== 'object' || label === null) return [`no label (${JSON.stringify(label)})`];
  const { key, values } = label as { key?: unknown; values?: unknown };
  if (!isLabelKey(key)) return [`unknown key ${JSON.stringify(key)}`];
  used.add(key);
  const expected = spec(key);
  const given = (values ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (values !== undefined && Object.keys(expected).length === 0) problems.push(`${key} takes no values`);
  if (Object.keys(given).sort().join() !== Object.keys(expected).sort().join())
    problems.push(`${key} values ${Object.keys(given).join()} instead of ${Object.keys(expected).join()}`);
  for (const [name, kind] of Object.entries(expected)) {
    const value = given[name];
    const wrong = `${key}.${name} (${kind}) = ${JSON.stringify(value)}`;
    switch (kind) {
      case 'money':
      case 'threshold':
      case 'percent':
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(wrong);
        break;
      case 'date':
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) problems.push(wrong);
        break;
      case 'label':
        if (!isLabelKey(value) || Object.keys(spec(value)).length > 0) problems.push(`${wrong}: not a key without values`);
        else used.add(value);
        break;
      default:
        if (typeof value !== 'string' || value.trim() === '') problems.push(wrong);
    }
  }
  return problems;
}

describe('label keys', () => {
  it('are unique dotted names whose values each have a known kind', () => {
    expect(new Set(labelKeys).size).toBe(labelKeys.length);
    for (const key of labelKeys) {
      expect(key).toMatch(/^[a-z]+(\.[A-Za-z0-9]+)+$/);
      for (const kind of Object.values(spec(key))) expect(valueKinds).toContain(kind);
    }
  });

  it('English-only keys carry exactly the English text', () => {
    for (const key of englishOnlyLabelKeys) expect(spec(key)).toEqual({ text: 'text' });
  });
});

describe('every calculator labels every name and sentence it returns', () => {
  const cases = [...calculatorGrid()];
  const used = new Set<string>();

  it('bands, stats, groups, notes, explanations and surcharges carry a label with the values their key declares', () => {
    expect(cases.length).toBeGreaterThan(5000);
    const problems: string[] = [];
    for (const { name, result } of cases)
      for (const field of labelledFields(result))
        for (const problem of labelProblems(field.label, used)) problems.push(`${name} ${field.path} "${field.text}": ${problem}`);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  /** Keys for a case the parameters do not have yet, with why. */
  const notYetReachable: Partial<Record<LabelKey, string>> = {
    'uk.property.ratesPeriod.fromToFirstTimeBuyer': 'Scotland has had one LBTT table since 2021; used once a later table ends it',
    'us.salesTax.note.noLocalAverage':
      "every state and DC has an average in the Tax Foundation's 2026 table; said again if a later table leaves a state out",
  };

  it('the grid reaches every key, so no key is dead and every message is shown somewhere', () => {
    expect(labelKeys.filter((key) => !used.has(key) && notYetReachable[key] === undefined)).toEqual([]);
    expect(Object.keys(notYetReachable).filter((key) => used.has(key))).toEqual([]);
  });
});

describe('US state brackets', () => {
  /** The English names a bracket labelled by its shape may have in a parameter file. */
  function namesFor(bracket: Bracket, brackets: readonly Bracket[]): string[] {
    const label = stateBracketLabel({ ...bracket, label: undefined }, brackets);
    switch (label.key) {
      case 'us.band.zeroRate':
        return ['Zero-rate band', 'Zero-rate bracket', '0% bracket'];
      case 'us.band.flatRate':
        return [`Flat rate (${bracket.rate}%)`, 'Flat rate'];
      case 'us.band.percentBracket':
        return [`${bracket.rate}% bracket`];
      default:
        return [];
    }
  }

  it('a bracket named specially has its own label; any other is named as its shape (zero, flat, percent) says', () => {
    const mismatches: string[] = [];
    for (const state of usStateCodes)
      for (const entry of stateIncomeTaxRules[state].values)
        for (const [status, brackets] of Object.entries(entry.value.brackets))
          for (const bracket of brackets ?? []) {
            if (bracket.label) continue;
            const names = namesFor(bracket, brackets ?? []);
            if (!names.includes(bracket.name))
              mismatches.push(`${state} ${entry.from} ${status} "${bracket.name}" (expected ${names.join(' or ')})`);
          }
    expect(mismatches).toEqual([]);
  });
});
