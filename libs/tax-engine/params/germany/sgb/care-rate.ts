import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const careInsuranceRate: Parameter<number> = {
  description:
    'Soziale Pflegeversicherung: Beitragssatz in percent before the childless surcharge and child discounts, half paid by employee and employer (§ 58 SGB XI).',
  unit: 'rate',
  values: [
    {
      from: '2024-01-01',
      value: 3.4,
      references: [r.sgb11s55],
      note: 'Set by the Pflegeunterstützungs- und -entlastungsgesetz (PUEG) from 1 July 2023.',
    },
    {
      from: '2025-01-01',
      value: 3.6,
      references: [
        r.sgb11s55,
        {
          title: 'Pflegeversicherungsbeitragssatzanpassungsverordnung 2025 (BGBl. 2024 I Nr. 449 ff.): 3.6 % from 1 January 2025',
          href: 'https://www.bundesgesundheitsministerium.de/themen/pflege/online-ratgeber-pflege/die-pflegeversicherung/finanzierung',
        },
      ],
    },
    { from: '2026-01-01', value: 3.6, references: [r.sgb11s55], note: 'Unchanged for 2026.' },
  ],
};
