import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

/** The default when the employee's own fund's Zusatzbeitrag is not given; each fund sets its own. */
export const healthInsuranceAverageAddOnRate: Parameter<number> = {
  description: 'Durchschnittlicher Zusatzbeitragssatz of the statutory health funds in percent, split half and half (§ 249 Abs. 1 SGB V).',
  unit: 'rate',
  values: [
    {
      from: '2024-01-01',
      value: 1.7,
      references: [
        r.sgb5s242a,
        {
          title: 'BMG Bekanntmachung des durchschnittlichen Zusatzbeitragssatzes für 2024 (BAnz AT 31.10.2023 B5)',
          href: 'https://www.bundesgesundheitsministerium.de/zusatzbeitrag',
        },
      ],
    },
    {
      from: '2025-01-01',
      value: 2.5,
      references: [
        r.sgb5s242a,
        {
          title: 'BMG Bekanntmachung des durchschnittlichen Zusatzbeitragssatzes für 2025 (BAnz AT 07.11.2024 B5)',
          href: 'https://www.bundesgesundheitsministerium.de/zusatzbeitrag',
        },
      ],
    },
    {
      from: '2026-01-01',
      value: 2.9,
      references: [
        r.sgb5s242a,
        {
          title: 'BMG Bekanntmachung des durchschnittlichen Zusatzbeitragssatzes für 2026',
          href: 'https://www.bundesgesundheitsministerium.de/zusatzbeitrag',
        },
      ],
      note: "The Schätzerkreis's figure of 15 October 2025, reported as fixed for 2026; the BMG's notice in the Bundesanzeiger was not read.",
    },
  ],
};
