import type { Parameter } from '../../../src/core/parameter';
import { businessTaxReferences } from '../kstg/references';

export const tradeTaxBaseRate: Parameter<number> = {
  description: 'Steuermesszahl of the trade tax (Gewerbesteuer) in percent of the Gewerbeertrag (§ 11 Abs. 2 GewStG).',
  unit: 'rate',
  values: [
    { from: '2008-01-01', value: 3.5, references: [businessTaxReferences.gewstg11, businessTaxReferences.unternehmensteuerreform2008] },
  ],
};

export const tradeTaxAllowance: Parameter<number> = {
  description:
    'Freibetrag deducted from the Gewerbeertrag of natural persons and partnerships, in euros; corporations have none (§ 11 Abs. 1 Satz 3 Nr. 1 GewStG).',
  unit: 'EUR',
  values: [{ from: '2008-01-01', value: 24_500, references: [businessTaxReferences.gewstg11] }],
};

export const minimumHebesatz: Parameter<number> = {
  description: 'The lowest Hebesatz a municipality may set, in percent of the Steuermessbetrag (§ 16 Abs. 4 Satz 2 GewStG).',
  unit: 'rate',
  values: [{ from: '2004-01-01', value: 200, references: [businessTaxReferences.gewstg16] }],
};

export const tradeTaxCreditFactor: Parameter<number> = {
  description:
    'Multiple of the Gewerbesteuer-Messbetrag credited against the income tax of sole traders and partners (§ 35 Abs. 1 EStG), at most the trade tax payable.',
  unit: 'rate',
  values: [
    { from: '2020-01-01', value: 4, references: [businessTaxReferences.estg35, businessTaxReferences.zweitesCoronaSteuerhilfegesetz] },
  ],
};
