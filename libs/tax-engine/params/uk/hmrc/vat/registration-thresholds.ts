import type { Parameter } from '../../../../src/core/parameter';
import { vatReferences } from './references';

/** Taxable turnover above which a business must register: more than this in 12 months, or in the next 30 days alone. */
export const vatRegistrationThreshold: Parameter<number> = {
  description:
    'VAT registration threshold: the value of taxable supplies above which a person is liable to be registered (VATA 1994 Sch 1 para 1).',
  unit: 'GBP',
  values: [
    {
      from: '2017-04-01',
      value: 85_000,
      references: [vatReferences.registrationLimits2017, vatReferences.vata1994sch1, vatReferences.notice7001Supplement],
      note: 'Frozen at £85,000 from 1 April 2017 to 31 March 2024.',
    },
    {
      from: '2024-04-01',
      value: 90_000,
      references: [vatReferences.registrationLimits2024, vatReferences.vata1994sch1, vatReferences.thresholdsPage],
      note: 'Still £90,000 in 2026 (no change announced in the Autumn Budgets 2024 and 2025).',
    },
  ],
};

/** A registered person may ask to deregister when taxable supplies in the next year are expected to be at most this. */
export const vatDeregistrationThreshold: Parameter<number> = {
  description:
    'VAT deregistration threshold: a registered person may cancel when taxable supplies in the next 12 months will not exceed it (VATA 1994 Sch 1 para 4).',
  unit: 'GBP',
  values: [
    {
      from: '2017-04-01',
      value: 83_000,
      references: [vatReferences.registrationLimits2017, vatReferences.vata1994sch1, vatReferences.notice7001Supplement],
    },
    {
      from: '2024-04-01',
      value: 88_000,
      references: [vatReferences.registrationLimits2024, vatReferences.vata1994sch1, vatReferences.thresholdsPage],
    },
  ],
};
