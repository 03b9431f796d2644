import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export interface EmployerLevies {
  /** Umlage U1 (sick pay), percent: each health fund sets its own; this is the Minijob-Zentrale's rate. */
  readonly u1: number;
  /** Umlage U2 (maternity), percent: each fund sets its own; this is the Minijob-Zentrale's rate. */
  readonly u2: number;
  /** Insolvenzgeldumlage, percent, the same for every employer (§ 360 SGB III and the year's Insolvenzgeldumlagesatzverordnung). */
  readonly insolvency: number;
}

export const employerLevies: Parameter<EmployerLevies> = {
  description:
    'Employer-only levies on the wage, in percent: U1 and U2 (Aufwendungsausgleichsgesetz) at the Minijob-Zentrale rates, and the Insolvenzgeldumlage.',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: { u1: 1.1, u2: 0.24, insolvency: 0.06 }, references: [r.minijobZentrale] },
    {
      from: '2025-01-01',
      value: { u1: 1.1, u2: 0.22, insolvency: 0.15 },
      references: [r.minijobZentrale, r.sgb3s360],
      note: 'The Minijob-Zentrale kept U1 at 1.1 % and lowered U2 from 0.24 % to 0.22 % on 1 January 2025; no Insolvenzgeldumlagesatzverordnung was made for 2025, so the 0.15 % of § 360 SGB III applies.',
    },
    {
      from: '2026-01-01',
      value: { u1: 0.8, u2: 0.22, insolvency: 0.15 },
      references: [r.minijobZentrale, r.sgb3s360],
      note: 'The Minijob-Zentrale lowered U1 from 1.1 % to 0.8 % on 1 January 2026 and kept U2 at 0.22 %; the Insolvenzgeldumlage stays at the 0.15 % of § 360 SGB III.',
    },
  ],
};
