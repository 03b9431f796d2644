import type { Reference } from '../../../src/core/parameter';

/** Official sources of the corporate income tax and trade tax parameters. */
export const businessTaxReferences = {
  kstg23: {
    title: 'Körperschaftsteuergesetz (KStG) § 23 Steuersatz (Abs. 1: 15 % of the taxable income)',
    href: 'https://www.gesetze-im-internet.de/kstg_1977/__23.html',
  },
  unternehmensteuerreform2008: {
    title: 'Unternehmensteuerreformgesetz 2008 vom 14. August 2007 (BGBl. I S. 1912): KSt 15 % and Steuermesszahl 3.5 % from 2008',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl107s1912.pdf',
  },
  investitionssofortprogramm: {
    title:
      'Gesetz für ein steuerliches Investitionssofortprogramm zur Stärkung des Wirtschaftsstandorts Deutschland vom 14. Juli 2025 (BGBl. 2025 I Nr. 161): § 23 Abs. 1 KStG 14 % for 2028, 13 % for 2029, 12 % for 2030, 11 % for 2031, 10 % from 2032',
    href: 'https://www.recht.bund.de/bgbl/1/2025/161/VO.html',
  },
  gewstg11: {
    title:
      'Gewerbesteuergesetz (GewStG) § 11 Steuermesszahl und Steuermessbetrag (Abs. 1: Gewerbeertrag rounded down to full 100 €, Freibetrag 24,500 € for natural persons and partnerships; Abs. 2: Steuermesszahl 3.5 %)',
    href: 'https://www.gesetze-im-internet.de/gewstg/__11.html',
  },
  gewstg16: {
    title: 'GewStG § 16 Hebesatz (Abs. 4 Satz 2: at least 200 % unless the municipality levies no trade tax)',
    href: 'https://www.gesetze-im-internet.de/gewstg/__16.html',
  },
  estg35: {
    title:
      'EStG § 35 Steuerermäßigung bei Einkünften aus Gewerbebetrieb (Abs. 1: 4.0 times the Gewerbesteuer-Messbetrag, at most the trade tax actually payable)',
    href: 'https://www.gesetze-im-internet.de/estg/__35.html',
  },
  zweitesCoronaSteuerhilfegesetz: {
    title: 'Zweites Corona-Steuerhilfegesetz vom 29. Juni 2020 (BGBl. I S. 1512), Art. 1: § 35 EStG factor 4.0 (was 3.8) from VZ 2020',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl120s1512.pdf',
  },
  solzg3Corporations: {
    title:
      'SolZG 1995 § 3 Abs. 1 Nr. 1 and § 4: the surcharge is 5.5 % of the assessed corporate income tax; the Freigrenze of § 3 Abs. 3 applies only to the income tax of natural persons',
    href: 'https://www.gesetze-im-internet.de/solzg_1995/__3.html',
  },
  dihkHebesaetze2025: {
    title:
      'DIHK, Hebesätze deutscher Städte und Gemeinden 2025 (Gewerbesteuer-Hebesätze of all municipalities with 20,000 or more inhabitants)',
    href: 'https://www.dihk.de/de/themen-und-positionen/wirtschaftspolitik/steuer-und-finanzpolitik/hebesaetze-137700',
  },
} as const satisfies Record<string, Reference>;
