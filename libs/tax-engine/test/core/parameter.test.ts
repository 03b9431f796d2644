/**
 * datedValues: later years written as what changed since the year before (docs/tax-parameters.md, "Adding a year").
 */
import { datedValues, valueAt, type Parameter, type Reference } from '../../src/core/parameter';

interface Rules {
  readonly rate: number;
  readonly allowance: Readonly<Record<'single' | 'joint', number>>;
  readonly note?: string;
}

const act2024: Reference = { title: 'Act of 2024', href: 'https://example.gov/2024' };
const act2025: Reference = { title: 'Act of 2025', href: 'https://example.gov/2025' };
const first = { from: '2024-01-01', value: { rate: 5, allowance: { single: 1000, joint: 2000 } }, references: [act2024] } as const;

describe('datedValues', () => {
  test('a change replaces only the fields it names; the rest carry over from the year before', () => {
    const values = datedValues<Rules>(first, { from: '2025-01-01', changes: { rate: 4.5 }, references: [act2025] });
    expect(values[1]).toEqual({
      from: '2025-01-01',
      value: { rate: 4.5, allowance: { single: 1000, joint: 2000 } },
      references: [act2025],
    });
    // The first value is kept as written (same object).
    expect(values[0]).toBe(first);
  });

  test('a changed record is replaced whole, not merged key by key', () => {
    const values = datedValues<Rules>(first, {
      from: '2025-01-01',
      changes: { allowance: { single: 1100, joint: 2200 } },
      references: [act2025],
    });
    expect(values[1]!.value.allowance).toEqual({ single: 1100, joint: 2200 });
  });

  test('an unchanged year is an empty change that still carries its own references; notes are not inherited', () => {
    const values = datedValues<Rules>({ ...first, note: 'Set retroactively.' }, { from: '2025-01-01', changes: {}, references: [act2025] });
    expect(values[1]).toEqual({ from: '2025-01-01', value: first.value, references: [act2025] });
    expect(values[1]).not.toHaveProperty('note');
  });

  test('changes chain: each year builds on the one before; a full value starts afresh', () => {
    const values = datedValues<Rules>(
      first,
      { from: '2025-01-01', changes: { rate: 4.5 }, references: [act2025] },
      { from: '2026-01-01', changes: { allowance: { single: 1200, joint: 2400 } }, references: [act2025], note: 'Indexed.' },
      { from: '2027-01-01', value: { rate: 3, allowance: { single: 0, joint: 0 } }, references: [act2025] },
    );
    expect(values.map((entry) => entry.value.rate)).toEqual([5, 4.5, 4.5, 3]);
    expect(values[2]).toMatchObject({ value: { rate: 4.5, allowance: { single: 1200, joint: 2400 } }, note: 'Indexed.' });
    const parameter: Parameter<Rules> = { description: 'Test rules.', unit: 'rate', values };
    expect(valueAt(parameter, '2025-06-30').rate).toBe(4.5);
    expect(valueAt(parameter, '2026-01-01').allowance.single).toBe(1200);
  });

  test('entries must ascend', () => {
    expect(() => datedValues<Rules>(first, { from: '2024-01-01', changes: {}, references: [act2024] })).toThrow(RangeError);
  });
});
