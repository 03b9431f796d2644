import type { Reference } from '../../../src/core/parameter';

/** Official sources of the inheritance and gift tax (Erbschaft- und Schenkungsteuer) parameters. */
export const erbstgReferences = {
  erbstg15: {
    title:
      'Erbschaftsteuer- und Schenkungsteuergesetz (ErbStG) § 15 Steuerklassen (I: spouse, children, their descendants, parents and grandparents on death; II: parents and grandparents on gifts, siblings, their children, in-laws; III: all others)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__15.html',
  },
  erbstg16: {
    title:
      'ErbStG § 16 Freibeträge (Abs. 1: 500,000 € spouse, 400,000 € children and children of deceased children, 200,000 € grandchildren, 100,000 € other class I on death, 20,000 € class II and III)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__16.html',
  },
  erbstg19: {
    title:
      'ErbStG § 19 Steuersätze (Abs. 1: rates by value bracket and tax class; Abs. 3: Härteausgleich, 50 % or 75 % of the excess over the last bracket limit)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__19.html',
  },
  erbstg13: {
    title:
      'ErbStG § 13 Steuerbefreiungen, Abs. 1 Nr. 4a (lifetime gift of the family home between spouses or civil partners), Nr. 4b (the surviving spouse inherits the family home and lives in it for ten years), Nr. 4c (children and children of deceased children inherit it and live in it for ten years, up to 200 m² of living area)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__13.html',
  },
  erbstg17: {
    title:
      'ErbStG § 17 Besonderer Versorgungsfreibetrag (Abs. 1: 256,000 € for the surviving spouse or civil partner; Abs. 2: children 52,000 € up to 5 years, 41,000 € over 5 to 10, 30,700 € over 10 to 15, 20,500 € over 15 to 20, 10,300 € over 20 to the 27th birthday; each reduced by the capital value of pensions not subject to the tax)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__17.html',
  },
  erbstg10: {
    title: 'ErbStG § 10 Steuerpflichtiger Erwerb (Abs. 1 Satz 6: the taxable acquisition is rounded down to full 100 €)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__10.html',
  },
  erbstg14: {
    title:
      'ErbStG § 14 Berücksichtigung früherer Erwerbe (acquisitions from the same person within ten years are added; the tax on the earlier ones is deducted)',
    href: 'https://www.gesetze-im-internet.de/erbstg_1974/__14.html',
  },
  erbstrg2009: {
    title:
      'Erbschaftsteuerreformgesetz (ErbStRG) vom 24. Dezember 2008 (BGBl. I S. 3018): present § 16 allowances and § 19 brackets from 1 January 2009',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl108s3018.pdf',
  },
  wachstumsbeschleunigungsgesetz: {
    title:
      'Wachstumsbeschleunigungsgesetz vom 22. Dezember 2009 (BGBl. I S. 3950), Art. 6: class II rates 15–43 % (from 30–50 %) from 1 January 2010',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl109s3950.pdf',
  },
  erbsth19: {
    title:
      'Erbschaftsteuer-Hinweise 2019 (ErbStH 2019) H E 19 Härteausgleich: table of the values up to which the Härteausgleich applies after each bracket limit',
    href: 'https://www.bundesfinanzministerium.de/Content/DE/Downloads/BMF_Schreiben/Steuerarten/Erbschaft_Schenkungsteuerrecht/2019-12-16-ErbStR-2019.html',
  },
} as const satisfies Record<string, Reference>;
