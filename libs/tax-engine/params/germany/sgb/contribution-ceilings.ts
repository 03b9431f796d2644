import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export interface ContributionCeilings {
  /** Pension and unemployment insurance, monthly euros; in 2024 the western figure (alte Bundesländer). */
  readonly pension: number;
  /** Pension and unemployment insurance in the eastern states (neue Bundesländer), monthly euros; one figure from 2025. */
  readonly pensionEast: number;
  /** Health and care insurance, monthly euros. */
  readonly health: number;
}

export const contributionCeilings: Parameter<ContributionCeilings> = {
  description:
    'Beitragsbemessungsgrenzen per month: the wage above which no further contributions are due (§ 159 SGB VI, § 341 Abs. 4 SGB III, § 223 Abs. 3 SGB V).',
  unit: 'EUR',
  values: [
    { from: '2024-01-01', value: { pension: 7_550, pensionEast: 7_450, health: 5_175 }, references: [r.rechengroessen2024] },
    {
      from: '2025-01-01',
      value: { pension: 8_050, pensionEast: 8_050, health: 5_512.5 },
      references: [r.rechengroessen2025],
      note: 'From 2025 the pension ceiling is the same in east and west.',
    },
    { from: '2026-01-01', value: { pension: 8_450, pensionEast: 8_450, health: 5_812.5 }, references: [r.rechengroessen2026] },
  ],
};
