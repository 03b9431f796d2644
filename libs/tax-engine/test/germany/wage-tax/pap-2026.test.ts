import { PapDecimal } from '../../../src/germany/wage-tax/pap-decimal';
import { runPap2026, type Pap2026Input } from '../../../src/germany/wage-tax/pap-2026';
import { bmfInterfaceRows2026, type BmfInterfaceRow } from './bmf-interface-2026';

function papInput(row: BmfInterfaceRow): Pap2026Input {
  return {
    LZZ: row.LZZ,
    STKL: row.STKL,
    RE4: PapDecimal.of(row.RE4),
    KVZ: PapDecimal.of(row.KVZ ?? 0),
    PVZ: row.PVZ ?? 0,
    PVS: row.PVS ?? 0,
    PVA: PapDecimal.of(row.PVA ?? 0),
    ZKF: PapDecimal.of(row.ZKF ?? 0),
    PKV: row.PKV ?? 0,
    PKPV: PapDecimal.of(row.PKPV ?? 0),
  };
}

describe('PAP 2026 against the BMF reference calculator (207 rows: tax classes I–VI × LZZ year/month/week/day × wages, plus KVZ, PVZ, PVS, PVA, ZKF and PKV cases)', () => {
  test('there are 207 rows', () => {
    expect(bmfInterfaceRows2026).toHaveLength(207);
  });

  test.each(bmfInterfaceRows2026.map((row) => [JSON.stringify({ ...row, expected: undefined }), row] as const))('%s', (_name, row) => {
    const output = runPap2026(papInput(row));
    expect({
      LSTLZZ: output.LSTLZZ.toNumber(),
      SOLZLZZ: output.SOLZLZZ.toNumber(),
      BK: output.BK.toNumber(),
      VFRB: output.VFRB.toNumber(),
      WVFRB: output.WVFRB.toNumber(),
    }).toEqual(row.expected);
  });
});
