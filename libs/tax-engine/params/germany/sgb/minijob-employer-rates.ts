import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export interface MinijobEmployerRates {
  /** Pauschalbeitrag zur Rentenversicherung, percent (§ 172 Abs. 3 SGB VI); the employee tops it up to the full rate. */
  readonly pension: number;
  /** Pauschalbeitrag zur Krankenversicherung, percent (§ 249b SGB V), for employees insured in a statutory fund. */
  readonly health: number;
  /** Pauschsteuer, percent (§ 40a Abs. 2 EStG), covering income tax, Soli and church tax. */
  readonly flatTax: number;
}

export const minijobEmployerRates: Parameter<MinijobEmployerRates> = {
  description:
    'Employer flat rates on a Minijob wage (gewerblicher Minijob): pension and health contributions and the flat tax, in percent.',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: { pension: 15, health: 13, flatTax: 2 }, references: [r.minijobZentrale] },
    { from: '2025-01-01', value: { pension: 15, health: 13, flatTax: 2 }, references: [r.minijobZentrale] },
    { from: '2026-01-01', value: { pension: 15, health: 13, flatTax: 2 }, references: [r.minijobZentrale] },
  ],
};
