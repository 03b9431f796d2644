/**
 * Structural tests over every state parameter file present under params/us/states (placeholders for states still
 * being written are skipped): description, dated values from 1 January, https references, 2024 present, brackets well
 * formed (PSLmodels/Tax-Calculator-style validators: thresholds start at 0 and strictly rise).
 */
import type { Bracket } from '../../src/core/brackets';
import { textOf } from '../../src/core/labels';
import { stateIncomeTaxRules } from '../../src/us/state-rules-registry';
import type { IncomeTable, StateIncomeTaxRules } from '../../src/us/state-tax-rules';
import { usStates } from '../../src/us/states';
import { usFilingStatuses } from '../../src/us/filing-status';

const withValues = usStates
  .filter(({ code }) => stateIncomeTaxRules[code].values.length > 0)
  .map(({ code, name }) => [code, name, stateIncomeTaxRules[code]] as const);
const placeholders = usStates.filter(({ code }) => stateIncomeTaxRules[code].values.length === 0).map(({ code }) => code);

function statusBrackets(rules: StateIncomeTaxRules): Array<readonly [string, readonly Bracket[]]> {
  return usFilingStatuses.flatMap((status) => {
    const brackets = rules.brackets[status];
    return brackets ? [[status, brackets] as const] : [];
  });
}

describe('US state income tax parameters', () => {
  test('placeholders (no values yet) are only allowed while a state is being written', () => {
    // Reported so a run shows which states are still missing.
    expect(Array.isArray(placeholders)).toBe(true);
  });

  describe.each(withValues)('%s (%s)', (code, name, parameter) => {
    test('has a one-sentence description naming the state and the brackets unit', () => {
      expect(parameter.description.trim()).toMatch(/\.$/);
      expect(parameter.description).toContain(name === 'District of Columbia' ? 'District of Columbia' : name);
      expect(parameter.unit).toBe('USD-brackets');
    });

    test('values start on 1 January, ascend strictly, and include 2024', () => {
      parameter.values.forEach((entry, index) => {
        expect(entry.from).toMatch(/^\d{4}-01-01$/);
        if (index > 0) expect(entry.from > parameter.values[index - 1]!.from).toBe(true);
      });
      expect(parameter.values.map((entry) => entry.from)).toContain('2024-01-01');
    });

    test('every value cites at least one https reference with a title', () => {
      for (const entry of parameter.values) {
        expect(entry.references.length).toBeGreaterThan(0);
        for (const reference of entry.references) {
          expect(reference.title.trim()).not.toBe('');
          expect(reference.href).toMatch(/^https:\/\/[^\s]+$/);
        }
      }
    });

    test('every value has an income-base sentence; none-states have no brackets, others start at 0 and strictly rise', () => {
      for (const entry of parameter.values) {
        const rules = entry.value;
        expect(textOf(rules.incomeBase).trim().length).toBeGreaterThan(20);
        if (rules.kind === 'none') {
          expect(rules.brackets.single).toEqual([]);
          continue;
        }
        for (const [status, brackets] of statusBrackets(rules)) {
          const label = `${code} ${entry.from} ${status}`;
          expect({ label, count: brackets.length > 0 }).toEqual({ label, count: true });
          expect({ label, first: brackets[0]!.threshold }).toEqual({ label, first: 0 });
          // A flat tax has one rate, possibly above a zero-rate band (Idaho, Mississippi).
          if (rules.kind === 'flat')
            expect({ label, flatRates: new Set(brackets.map((bracket) => bracket.rate).filter((rate) => rate > 0)).size }).toEqual({
              label,
              flatRates: 1,
            });
          brackets.forEach((bracket, index) => {
            expect(bracket.name.trim()).not.toBe('');
            expect(bracket.rate).toBeGreaterThanOrEqual(0);
            expect(bracket.rate).toBeLessThan(100);
            expect(Math.abs(Math.round(bracket.rate * 1000) / 1000 - bracket.rate)).toBeLessThan(1e-9);
            if (index > 0) expect({ label, rises: bracket.threshold > brackets[index - 1]!.threshold }).toEqual({ label, rises: true });
          });
        }
      }
    });

    test('income tables ascend, only their last row is open-ended, and percentages are at most 100', () => {
      for (const entry of parameter.values) {
        const rules = entry.value;
        const tables: Array<readonly [string, IncomeTable, boolean]> = [
          ...(rules.federalTaxDeduction?.percent
            ? [['federal tax deduction percent', rules.federalTaxDeduction.percent, true] as const]
            : []),
          ...Object.entries(rules.federalTaxDeduction?.maximum ?? {}).map(
            ([status, table]) => [`federal tax deduction maximum ${status}`, table, false] as const,
          ),
          ...Object.entries(rules.personalTaxCredit?.percent ?? {}).map(
            ([status, table]) => [`personal tax credit ${status}`, table, true] as const,
          ),
        ];
        for (const [name, table, isPercent] of tables) {
          const label = `${code} ${entry.from} ${name}`;
          expect({ label, openEnded: table.at(-1)?.upTo }).toEqual({ label, openEnded: undefined });
          table.slice(0, -1).forEach((row, index) => {
            expect({ label, hasLimit: row.upTo !== undefined }).toEqual({ label, hasLimit: true });
            if (index > 0) expect({ label, rises: row.upTo! > table[index - 1]!.upTo! }).toEqual({ label, rises: true });
          });
          for (const row of table) {
            expect(row.value).toBeGreaterThanOrEqual(0);
            if (isPercent) expect(row.value).toBeLessThanOrEqual(100);
          }
        }
      }
    });

    test('steps of income, caps and recapture figures are positive', () => {
      for (const entry of parameter.values) {
        const rules = entry.value;
        for (const addition of rules.taxAdditions ?? []) {
          for (const step of Object.values(addition.step)) expect(step).toBeGreaterThan(0);
          for (const maximum of Object.values(addition.maximum)) expect(maximum).toBeGreaterThan(0);
          expect(addition.name.trim()).not.toBe('');
        }
        for (const phaseOut of rules.phaseOuts ?? []) for (const step of Object.values(phaseOut.step)) expect(step).toBeGreaterThan(0);
        for (const maximum of Object.values(rules.payrollTaxDeduction?.maximum ?? {})) expect(maximum).toBeGreaterThan(0);
        if (rules.benefitRecapture) {
          expect(rules.benefitRecapture.phaseInWidth).toBeGreaterThan(0);
          expect(rules.benefitRecapture.fullRateAbove).toBeGreaterThan(0);
        }
      }
    });

    test('deductions, exemptions and credits are non-negative whole-cent amounts', () => {
      for (const entry of parameter.values) {
        for (const field of ['standardDeduction', 'personalExemption', 'personalExemptionCredit'] as const) {
          for (const amount of Object.values(entry.value[field] ?? {})) {
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(Math.round(amount * 100)).toBeCloseTo(amount * 100, 6);
          }
        }
      }
    });
  });
});
