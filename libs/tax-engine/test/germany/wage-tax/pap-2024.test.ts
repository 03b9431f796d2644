import { PapDecimal } from '../../../src/germany/wage-tax/pap-decimal';
import { runPap2024, type Pap2024Input } from '../../../src/germany/wage-tax/pap-2024';
import { prueftabelleAllgemein2024, prueftabelleBesonders2024, type PrueftabelleRow } from './bmf-prueftabelle-2024';
import { bmfTestCaseOutputs2024, bmfTestCases2024, type BmfTestCase2024 } from './bmf-testfaelle-2024';

/** The PAP's integer inputs; every other input is a BigDecimal. */
const integerInputs = new Set(['STKL', 'af', 'AJAHR', 'ALTER1', 'LZZ', 'KRV', 'PKV', 'PVS', 'PVZ', 'R', 'VJAHR', 'ZMVB']);

function papInput(testCase: BmfTestCase2024): Pap2024Input {
  const input: Record<string, number | PapDecimal> = {};
  for (const [name, text] of Object.entries(testCase.inputs)) {
    if (name === 'f') {
      // As written, also f = 0: the PAP reads f only with af = 1, and case 1843 (af = 1, f = 0) expects no tax.
      input.f = Number(text);
    } else {
      input[name] = integerInputs.has(name) ? Number(text) : PapDecimal.of(text);
    }
  }
  return input as Pap2024Input;
}

describe('PAP 2024 against the BMF Testfälle Februar 2024', () => {
  test('there are 3000 cases, numbered 1 to 3000', () => {
    expect(bmfTestCases2024.map((testCase) => testCase.number)).toEqual(Array.from({ length: 3000 }, (_, index) => index + 1));
  });

  test.each(bmfTestCases2024.map((testCase) => [testCase.number, testCase] as const))(
    'reproduces all 3000 BMF test cases: case %i, all 17 outputs',
    (_number, testCase) => {
      const output = runPap2024(papInput(testCase));
      expect(Object.fromEntries(bmfTestCaseOutputs2024.map((name) => [name, output[name].toNumber()]))).toEqual(testCase.expected);
    },
  );
});

function prueftabelleCases(table: readonly PrueftabelleRow[]) {
  return table.flatMap((row) => row.tax.map((tax, index) => [row.wage, index + 1, tax] as const));
}

/** The Prüftabellen's conditions (see bmf-prueftabelle-2024.ts): a year's wage, KVZ 1.7 %, PVZ 1 except class II. */
function annualTax(wage: number, taxClass: number, extra: Partial<Pap2024Input>): number {
  const output = runPap2024({
    LZZ: 1,
    RE4: PapDecimal.of(wage * 100),
    STKL: taxClass,
    af: 0,
    KVZ: PapDecimal.of('1.70'),
    PVZ: taxClass === 2 ? 0 : 1,
    ...extra,
  });
  return output.LSTLZZ.toNumber() / 100;
}

describe('PAP 2024 against the BMF Prüftabellen 2024', () => {
  test('each table has 39 wages (5,000 € to 100,000 € in steps of 2,500 €) × 6 tax classes = 234 values', () => {
    for (const table of [prueftabelleAllgemein2024, prueftabelleBesonders2024]) {
      expect(table.map((row) => row.wage)).toEqual(Array.from({ length: 39 }, (_, index) => 5000 + index * 2500));
    }
  });

  test.each(prueftabelleCases(prueftabelleAllgemein2024))(
    'reproduces all 234 values of the Prüftabelle Allgemeine Lohnsteuer 2024: %i €, class %i → %i €',
    (wage, taxClass, tax) => {
      expect(annualTax(wage, taxClass, { KRV: 0, PKV: 0 })).toBe(tax);
    },
  );

  test.each(prueftabelleCases(prueftabelleBesonders2024))(
    'reproduces all 234 values of the Prüftabelle Besondere Lohnsteuer 2024: %i €, class %i → %i €',
    (wage, taxClass, tax) => {
      expect(annualTax(wage, taxClass, { KRV: 2, PKV: 1, PKPV: PapDecimal.ZERO })).toBe(tax);
    },
  );
});
