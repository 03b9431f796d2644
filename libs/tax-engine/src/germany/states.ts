import type { ChurchTaxOption } from './income-tax';

/** The sixteen Länder by their usual two-letter codes (ISO 3166-2:DE without the prefix). */
export const germanStates = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export type GermanState = (typeof germanStates)[number];

export interface GermanStateInfo {
  readonly code: GermanState;
  readonly name: string;
  /** The church tax rate option of the Land (Bavaria and Baden-Württemberg 8 %, elsewhere 9 %: see churchTaxRates). */
  readonly churchTax: Exclude<ChurchTaxOption, 'none'>;
  /**
   * Whether the eastern (Rechtskreis Ost) pension ceiling of 2024 applies. The law ties it to where the job is, in
   * the eastern Länder or the former East Berlin; a Land code cannot tell East from West Berlin, so Berlin counts as
   * west here (docs/tax-parameters.md, "Germany: social insurance").
   */
  readonly eastPensionArea: boolean;
  /** Saxony keeps the Buß- und Bettag: its employees pay more of the care rate (§ 58 Abs. 3 SGB XI). */
  readonly saxonyCareSplit: boolean;
}

function state(code: GermanState, name: string, churchTax: '8' | '9', eastPensionArea = false): GermanStateInfo {
  return { code, name, churchTax, eastPensionArea, saxonyCareSplit: code === 'SN' };
}

/** Option list for forms: every Land with the facts the wage calculators read from it. */
export const germanStateOptions: readonly GermanStateInfo[] = [
  state('BW', 'Baden-Württemberg', '8'),
  state('BY', 'Bayern', '8'),
  state('BE', 'Berlin', '9'),
  state('BB', 'Brandenburg', '9', true),
  state('HB', 'Bremen', '9'),
  state('HH', 'Hamburg', '9'),
  state('HE', 'Hessen', '9'),
  state('MV', 'Mecklenburg-Vorpommern', '9', true),
  state('NI', 'Niedersachsen', '9'),
  state('NW', 'Nordrhein-Westfalen', '9'),
  state('RP', 'Rheinland-Pfalz', '9'),
  state('SL', 'Saarland', '9'),
  state('SN', 'Sachsen', '9', true),
  state('ST', 'Sachsen-Anhalt', '9', true),
  state('SH', 'Schleswig-Holstein', '9'),
  state('TH', 'Thüringen', '9', true),
];

export function germanStateInfo(code: GermanState): GermanStateInfo {
  const info = germanStateOptions.find((option) => option.code === code);
  if (!info) throw new RangeError(`unknown Land ${code}`);
  return info;
}
