import type { Parameter, Reference } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

const estg9a: Reference = {
  title: 'Einkommensteuergesetz (EStG) § 9a Satz 1 Nr. 1 Buchstabe a: Arbeitnehmer-Pauschbetrag of 1,230 € (Satz 2: no loss from it)',
  href: 'https://www.gesetze-im-internet.de/estg/__9a.html',
};
const estg10: Reference = {
  title:
    'EStG § 10 Abs. 1 Nr. 2, 3 and 3a (Vorsorgeaufwendungen; Nr. 3 Buchstabe a Satz 4: health contributions with a claim to sick pay reduced by 4 %), Abs. 3 (pension) and Abs. 4 (1,900 € for employees, at least the Nr. 3 basic contributions)',
  href: 'https://www.gesetze-im-internet.de/estg/__10.html',
};
const estg10c: Reference = {
  title: 'EStG § 10c: Sonderausgaben-Pauschbetrag of 36 €, doubled to 72 € for spouses assessed jointly',
  href: 'https://www.gesetze-im-internet.de/estg/__10c.html',
};
const estg32: Reference = {
  title:
    'EStG § 32 Abs. 6: Kinderfreibetrag and Freibetrag für Betreuungs-, Erziehungs- oder Ausbildungsbedarf, doubled for spouses assessed jointly',
  href: 'https://www.gesetze-im-internet.de/estg/__32.html',
};
const jstg2022: Reference = {
  title: 'Jahressteuergesetz 2022 vom 16. Dezember 2022 (BGBl. I S. 2294), Art. 1: Arbeitnehmer-Pauschbetrag 1,230 € from VZ 2023',
  href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl122s2294.pdf',
};
const existenzminimum2024: Reference = {
  title:
    'Gesetz zur steuerlichen Freistellung des Existenzminimums 2024 vom 2. Dezember 2024 (BGBl. 2024 I Nr. 386), Art. 1: § 32 Abs. 6 Satz 1 EStG for VZ 2024 with a Kinderfreibetrag of 3,306 € (was 3,192 €), retroactive to 1 January 2024',
  href: 'https://www.recht.bund.de/bgbl/1/2024/386/VO.html',
};
const pap2024: Reference = {
  title: 'BMF Programmablaufplan für die maschinelle Berechnung der Lohnsteuer 2024 (MZTABFB: KFB = ZKF × 9312 in classes I–III; ANP 1230)',
  href: 'https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2024.xml.xhtml',
};

/** The deductions the joint annual assessment of two employees takes from their wages (tax-class-settlement.ts). */
export interface AnnualAssessmentDeductions {
  /** § 9a Satz 1 Nr. 1a EStG, per employee, at most the wage. */
  readonly employeeLumpSum: number;
  /** § 10c EStG, per spouse (72 € for a couple assessed jointly). */
  readonly specialExpensesLumpSum: number;
  /** § 10 Abs. 4 Satz 2 EStG: the cap on health, care and unemployment contributions of an employee. */
  readonly otherProvisionsCap: number;
  /** § 10 Abs. 1 Nr. 3 Buchstabe a Satz 4 EStG: the reduction of statutory health contributions with sick pay, percent. */
  readonly sickPayReduction: number;
}

export const annualAssessmentDeductions: Parameter<AnnualAssessmentDeductions> = {
  description:
    'Deductions from two employees’ wages to their joint zvE: Arbeitnehmer-Pauschbetrag, Sonderausgaben-Pauschbetrag, the § 10 Abs. 4 cap and the 4 % sick-pay reduction of health contributions.',
  unit: 'EUR',
  values: [
    {
      from: '2024-01-01',
      value: { employeeLumpSum: 1_230, specialExpensesLumpSum: 36, otherProvisionsCap: 1_900, sickPayReduction: 4 },
      references: [estg9a, jstg2022, estg10, estg10c, pap2024],
      note: 'The 1,230 € apply from VZ 2023 (JStG 2022); the earliest year this engine assesses is 2024. The PAP 2024–2026 use the same ANP 1230 and SAP 36.',
    },
  ],
};

/**
 * Both partners' child allowances for one child under joint assessment (Kinderfreibetrag + BEA-Freibetrag, § 32 Abs. 6
 * EStG, doubled): the amount the PAP deducts per child in classes I–III, which the assessment deducts for the Soli and
 * church tax base (§ 51a Abs. 2 EStG, § 3 Abs. 2 SolZG).
 */
export const jointChildAllowance: Parameter<number> = {
  description: 'Kinderfreibetrag and BEA-Freibetrag of both parents together, per child (§ 32 Abs. 6 EStG).',
  unit: 'EUR',
  values: [
    {
      from: '2024-01-01',
      value: 9_540,
      references: [existenzminimum2024, estg32, germanyReferences.papDecember2024],
      note: 'For the assessment of VZ 2024: 2 × 3,306 € + 2 × 1,464 €, as amended retroactively by the Existenzminimum 2024 act; the PAP 2024 of January to November withheld with the earlier 9,312 € (2 × 3,192 € + 2,928 €).',
    },
    { from: '2025-01-01', value: 9_600, references: [estg32, germanyReferences.pap2025], note: 'Read in the PAP 2025 (KFB = ZKF × 9600).' },
    { from: '2026-01-01', value: 9_756, references: [estg32, germanyReferences.pap2026], note: 'Read in the PAP 2026 (KFB = ZKF × 9756).' },
  ],
};
