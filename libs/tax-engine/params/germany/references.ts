import type { Reference } from '../../src/core/parameter';

/** Official sources cited by more than one German parameter. */
export const germanyReferences = {
  estg32a: {
    title:
      'Einkommensteuergesetz (EStG) § 32a Einkommensteuertarif (Abs. 1: zones and formulas, rounding down to whole euros; Abs. 5: Splitting-Verfahren)',
    href: 'https://www.gesetze-im-internet.de/estg/__32a.html',
  },
  existenzminimum2024: {
    title:
      'Gesetz zur steuerlichen Freistellung des Existenzminimums 2024 vom 2. Dezember 2024 (BGBl. 2024 I Nr. 386), Art. 1: § 32a Abs. 1 EStG for VZ 2024 with Grundfreibetrag 11,784 €, retroactive to 1 January 2024',
    href: 'https://www.recht.bund.de/bgbl/1/2024/386/VO.html',
  },
  papDecember2024: {
    title:
      'BMF Programmablaufplan Lohnsteuer Dezember 2024 (UPTAB24 after the Existenzminimum 2024 act: GFB 11,784; 954.80; 991.21; 10,636.31; 18,971.06)',
    href: 'https://www.bmf-steuerrechner.de/',
  },
  steuerfortentwicklungsgesetz: {
    title:
      'Steuerfortentwicklungsgesetz (SteFeG) vom 23. Dezember 2024 (BGBl. 2024 I Nr. 449): Art. 1 § 32a Abs. 1 EStG from VZ 2025, Art. 2 § 32a Abs. 1 EStG from VZ 2026, and the SolZG Freigrenzen for 2025 and from 2026',
    href: 'https://www.recht.bund.de/bgbl/1/2024/449/VO.html',
  },
  steuerfortentwicklungsgesetzText: {
    title: 'buzer.de: consolidated text of the Steuerfortentwicklungsgesetz (SteFeG), articles amending EStG and SolZG 1995',
    href: 'https://www.buzer.de/gesetz/16838/index.htm',
  },
  pap2025: {
    title: 'BMF Programmablaufplan für die maschinelle Berechnung der Lohnsteuer 2025 (MPARA: GFB = 12096, SOLZFREI = 19950; UPTAB25)',
    href: 'https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2025.xml.xhtml',
  },
  pap2026: {
    title:
      'BMF Programmablaufplan für die maschinelle Berechnung der Lohnsteuer 2026 (MPARA: GFB = 12348, SOLZFREI = 20350; UPTAB26; MSOLZ: 5.5 %, 11.9 %, to the cent rounded down; MZTABFB: EFA = 4260 in class II)',
    href: 'https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2026.xml.xhtml',
  },
  solzg3: {
    title:
      'Solidaritätszuschlaggesetz 1995 (SolZG 1995) § 3 Abs. 3: Freigrenze on the income tax (Nr. 1 joint assessment / Splitting, Nr. 2 other cases)',
    href: 'https://www.gesetze-im-internet.de/solzg_1995/__3.html',
  },
  solzg4: {
    title:
      'SolZG 1995 § 4: 5.5 % of the base, at most 11.9 % of the excess of the base over the Freigrenze; fractions of a cent are disregarded',
    href: 'https://www.gesetze-im-internet.de/solzg_1995/__4.html',
  },
  inflationsausgleichsgesetz: {
    title:
      'Inflationsausgleichsgesetz (InflAusG) vom 8. Dezember 2022 (BGBl. I S. 2230), Art. 5: SolZG Freigrenze 18,130 € / 36,260 € from VZ 2024',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl122s2230.pdf',
  },
  inflationsausgleichsgesetzArt5: {
    title: 'buzer.de: InflAusG Art. 5, amendment of SolZG 1995 § 3 (17,543 € → 18,130 €; 35,086 € → 36,260 €)',
    href: 'https://www.buzer.de/5_InflAusG.htm',
  },
  solzRueckfuehrung: {
    title:
      'Gesetz zur Rückführung des Solidaritätszuschlags 1995 vom 10. Dezember 2019 (BGBl. I S. 2115): Milderungszone of 11.9 % of the excess over the Freigrenze from VZ 2021',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl119s2115.pdf',
  },
  estg51a: {
    title:
      'EStG § 51a Festsetzung und Erhebung von Zuschlagsteuern (church tax and Soli are surcharges on the income tax; Abs. 2: base computed with the child allowances of § 32 Abs. 6)',
    href: 'https://www.gesetze-im-internet.de/estg/__51a.html',
  },
  churchTaxRatesHamburg: {
    title:
      'Hamburg.de Behördenfinder, Kirchensteuer: the church tax rate is 8 % in Bavaria and Baden-Württemberg and 9 % in the other Länder, of the assessed income tax',
    href: 'https://www.hamburg.de/service/info/11364180/',
  },
  estg24b: {
    title:
      'EStG § 24b Entlastungsbetrag für Alleinerziehende (deducted from the Summe der Einkünfte, i.e. before the zvE; applied in wage tax through class II)',
    href: 'https://www.gesetze-im-internet.de/estg/__24b.html',
  },
  jstg2022: {
    title:
      'Jahressteuergesetz 2022 vom 16. Dezember 2022 (BGBl. I S. 2294): Entlastungsbetrag für Alleinerziehende raised from 4,008 € to 4,260 € from 2023',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl122s2294.pdf',
  },
} as const satisfies Record<string, Reference>;
