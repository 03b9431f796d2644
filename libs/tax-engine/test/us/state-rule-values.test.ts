/**
 * The helpers state parameter files are written with (docs/tax-parameters.md, "Adding a year"): later years' phase-outs
 * stating only what changed, the no-wage-tax declaration, and `bracket()`.
 */
import { bracket } from '../../src/core/brackets';
import { label } from '../../src/core/labels';
import type { Reference } from '../../src/core/parameter';
import { noWageIncomeTax } from '../../src/us/no-wage-income-tax';
import { stateRuleValues } from '../../src/us/state-rule-values';
import type { PhaseOut, StateIncomeTaxRules } from '../../src/us/state-tax-rules';

const act2024: Reference = { title: 'Act of 2024', href: 'https://example.gov/2024' };
const act2025: Reference = { title: 'Act of 2025', href: 'https://example.gov/2025' };

const deductionPhaseOut: PhaseOut = {
  applies: 'standardDeduction',
  start: { single: 100_000, 'married-joint': 200_000 },
  step: { single: 75 },
  reductionPerStep: { single: 15 },
  partialStep: 'ignored',
};
const creditCutOff: PhaseOut = {
  applies: 'personalExemptionCredit',
  start: { single: 30_000 },
  step: { single: 1 },
  reductionPerStep: { single: 20 },
  partialStep: 'counts',
};
const rules2024: StateIncomeTaxRules = {
  kind: 'flat',
  brackets: { single: [bracket(0, 4)] },
  standardDeduction: { single: 10_000 },
  incomeBase: 'Wages, less the standard deduction.',
  phaseOuts: [deductionPhaseOut, creditCutOff],
};
const first = { from: '2024-01-01', value: rules2024, references: [act2024] } as const;

describe('stateRuleValues', () => {
  test('a phase-out states only the fields that changed; the others, and the phase-outs given as {}, carry over', () => {
    const [, next] = stateRuleValues(first, {
      from: '2025-01-01',
      changes: { phaseOuts: [{ start: { single: 104_000 } }, {}] },
      references: [act2025],
    });
    expect(next!.value.phaseOuts).toEqual([{ ...deductionPhaseOut, start: { single: 104_000 } }, creditCutOff]);
    expect(next!.value.standardDeduction).toEqual({ single: 10_000 });
  });

  test('other fields are replaced whole, as with datedValues, and an unchanged year keeps the phase-outs as they were', () => {
    const values = stateRuleValues(
      first,
      { from: '2025-01-01', changes: { standardDeduction: { single: 10_500 } }, references: [act2025] },
      { from: '2026-01-01', changes: {}, references: [act2025] },
    );
    expect(values.map((entry) => entry.value.standardDeduction)).toEqual([{ single: 10_000 }, { single: 10_500 }, { single: 10_500 }]);
    expect(values[2]!.value.phaseOuts).toEqual([deductionPhaseOut, creditCutOff]);
  });

  test('a phase-out in a new place or applying to another amount is new: it must be complete', () => {
    const added: PhaseOut = { ...creditCutOff, applies: 'personalExemption', start: { single: 750_000 } };
    const [, next] = stateRuleValues(first, {
      from: '2025-01-01',
      changes: { phaseOuts: [{}, added, creditCutOff] },
      references: [act2025],
    });
    expect(next!.value.phaseOuts).toEqual([deductionPhaseOut, added, creditCutOff]);
    expect(() =>
      stateRuleValues(first, {
        from: '2025-01-01',
        changes: { phaseOuts: [{}, { applies: 'personalExemption', start: { single: 750_000 } }] },
        references: [act2025],
      }),
    ).toThrow(TypeError);
  });

  test('phase-outs past the end of the list, or all of them (undefined), no longer apply', () => {
    const values = stateRuleValues(
      first,
      { from: '2025-01-01', changes: { phaseOuts: [{}] }, references: [act2025] },
      { from: '2026-01-01', changes: { phaseOuts: undefined }, references: [act2025] },
    );
    expect(values[1]!.value.phaseOuts).toEqual([deductionPhaseOut]);
    expect(values[2]!.value.phaseOuts).toBeUndefined();
  });
});

describe('noWageIncomeTax', () => {
  test('the shared wording names the state; every listed year is cited, with its own sources where given', () => {
    const parameter = noWageIncomeTax({
      state: 'Texas',
      references: [act2024],
      years: ['2024-01-01', { from: '2025-01-01', references: [act2025] }],
    });
    expect(parameter.description).toBe('Texas levies no personal income tax, so a wage earner owes the state no income tax.');
    expect(parameter.values.map((entry) => [entry.from, entry.references])).toEqual([
      ['2024-01-01', [act2024]],
      ['2025-01-01', [act2025]],
    ]);
    for (const { value } of parameter.values) {
      expect(value).toEqual({
        kind: 'none',
        brackets: { single: [] },
        incomeBase: {
          text: 'None: Texas has no personal income tax, so no part of wages is taxed by the state.',
          label: label('us.state.incomeBase.noPersonalIncomeTax', { state: 'Texas' }),
        },
        notes: [
          {
            text: 'Texas has no personal income tax on wages or any other income of individuals.',
            label: label('us.state.note.noIndividualIncomeTax', { state: 'Texas' }),
          },
        ],
      });
    }
  });

  test('a year may change the wording from then on; an empty list of notes leaves the notes out', () => {
    const parameter = noWageIncomeTax({
      state: 'Florida',
      incomeBase: 'None.',
      notes: [],
      references: [act2024],
      years: ['2024-01-01', { from: '2025-01-01', changes: { notes: ['Repealed.'] } }, '2026-01-01'],
    });
    expect(parameter.values[0]!.value).not.toHaveProperty('notes');
    expect(parameter.values.map((entry) => entry.value.notes)).toEqual([undefined, ['Repealed.'], ['Repealed.']]);
  });
});

describe('bracket', () => {
  test('is named "<rate>% bracket" unless the law names it, with a label only where one is given', () => {
    expect(bracket(0, 4.5)).toEqual({ threshold: 0, rate: 4.5, name: '4.5% bracket' });
    expect(bracket(1000, 0, 'No tax')).toEqual({ threshold: 1000, rate: 0, name: 'No tax' });
    const surtax = label('us.state.ma.band.surtax', { rate: 5, surtax: 4 });
    expect(bracket(1_000_000, 9, { name: '5% + 4% surtax', label: surtax })).toEqual({
      threshold: 1_000_000,
      rate: 9,
      name: '5% + 4% surtax',
      label: surtax,
    });
    expect(bracket(0, 5, { name: 'Part B' })).not.toHaveProperty('label');
  });
});
