import type { Reference } from '../../../src/core/parameter';

/** Official sources of the capital income (Abgeltungsteuer) parameters. */
export const capitalIncomeReferences = {
  estg32d: {
    title:
      'EStG § 32d Gesonderter Steuertarif für Einkünfte aus Kapitalvermögen (Abs. 1: 25 %; with church tax (e − 4q) / (4 + k), k the church tax rate)',
    href: 'https://www.gesetze-im-internet.de/estg/__32d.html',
  },
  unternehmensteuerreform2008: {
    title: 'Unternehmensteuerreformgesetz 2008 vom 14. August 2007 (BGBl. I S. 1912): Abgeltungsteuer of 25 % from 2009',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl107s1912.pdf',
  },
  estg20: {
    title: 'EStG § 20 Abs. 9: Sparer-Pauschbetrag of 1,000 €, 2,000 € for spouses assessed jointly; actual expenses are not deductible',
    href: 'https://www.gesetze-im-internet.de/estg/__20.html',
  },
  jstg2022: {
    title:
      'Jahressteuergesetz 2022 vom 16. Dezember 2022 (BGBl. I S. 2294): Sparer-Pauschbetrag raised from 801 € / 1,602 € to 1,000 € / 2,000 € from 2023',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl122s2294.pdf',
  },
  invstg20: {
    title:
      'Investmentsteuergesetz (InvStG) § 20 Teilfreistellung (Abs. 1: 30 % equity funds; Abs. 2: 15 % mixed funds; Abs. 3: 60 % real estate funds, 80 % those investing mainly abroad)',
    href: 'https://www.gesetze-im-internet.de/invstg_2018/__20.html',
  },
  invstrefg: {
    title:
      'Investmentsteuerreformgesetz (InvStRefG) vom 19. Juli 2016 (BGBl. I S. 1730): the present InvStG with its partial exemptions from 1 January 2018',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl116s1730.pdf',
  },
  estg32d6: {
    title:
      'EStG § 32d Abs. 6 Günstigerprüfung: on application the capital income is taxed at the § 32a tariff with the other income if that yields a lower income tax including the surcharges (einschließlich Zuschlagsteuern: Soli and church tax); the Sparer-Pauschbetrag still applies (§ 20 Abs. 9)',
    href: 'https://www.gesetze-im-internet.de/estg/__32d.html',
  },
  estg20Losses: {
    title:
      'EStG § 20 Abs. 6: capital losses may not be set against other income and are carried forward (Sätze 1–3); losses from selling shares reduce only gains from selling shares (Satz 4); the Sparer-Pauschbetrag may not create a loss (Abs. 9 Satz 4)',
    href: 'https://www.gesetze-im-internet.de/estg/__20.html',
  },
  bmfAbgeltungsteuer: {
    title:
      'BMF-Schreiben vom 19. Mai 2022, Einzelfragen zur Abgeltungsteuer (BStBl I S. 742), Rn. 118 ff. (Verlustverrechnung, § 20 Abs. 6 EStG) and Rn. 149 ff. (Günstigerprüfung, § 32d Abs. 6 EStG)',
    href: 'https://www.bundesfinanzministerium.de/Content/DE/Downloads/BMF_Schreiben/Steuerarten/Abgeltungsteuer/2022-05-19-einzelfragen-zur-abgeltungsteuer.html',
  },
  jstg2024: {
    title:
      'Jahressteuergesetz 2024 vom 2. Dezember 2024 (BGBl. 2024 I Nr. 387): repeals the 20,000 € limits of § 20 Abs. 6 Sätze 5 and 6 EStG for losses from Termingeschäfte and bad debts (all open cases)',
    href: 'https://www.recht.bund.de/bgbl/1/2024/387/VO.html',
  },
  solzg3Withholding: {
    title:
      'SolZG 1995 § 3 Abs. 1 Nr. 5: the surcharge on capital income is 5.5 % of the Kapitalertragsteuer; the Freigrenze of § 3 Abs. 3 applies only to the assessed income tax',
    href: 'https://www.gesetze-im-internet.de/solzg_1995/__3.html',
  },
} as const satisfies Record<string, Reference>;
