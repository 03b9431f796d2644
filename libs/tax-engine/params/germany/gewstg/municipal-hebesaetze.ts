import type { Parameter } from '../../../src/core/parameter';
import { businessTaxReferences } from '../kstg/references';

/** The ten largest German cities by population and their trade tax Hebesatz in percent. */
export type MunicipalHebesaetze = Readonly<Record<string, number>>;

export const municipalHebesaetze: Parameter<MunicipalHebesaetze> = {
  description:
    'Trade tax Hebesätze of the ten largest German cities, in percent of the Steuermessbetrag (§ 16 GewStG, set by each municipality).',
  unit: 'rate',
  values: [
    {
      from: '2024-01-01',
      value: {
        Berlin: 410,
        Hamburg: 470,
        München: 490,
        Köln: 475,
        'Frankfurt am Main': 460,
        Stuttgart: 420,
        Düsseldorf: 440,
        Leipzig: 460,
        Dortmund: 485,
        Essen: 480,
      },
      references: [businessTaxReferences.dihkHebesaetze2025],
      note: 'The same in the DIHK surveys for 2024 and 2025; 2026 is assumed unchanged until the 2026 survey is published (a municipality may still change its Hebesatz for the current year until 30 June, § 16 Abs. 3 GewStG).',
    },
  ],
};
