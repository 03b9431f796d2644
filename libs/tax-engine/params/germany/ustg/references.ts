import type { Reference } from '../../../src/core/parameter';

/** Official sources of the German VAT (Umsatzsteuer) parameters. */
export const ustgReferences = {
  ustg12: {
    title: 'Umsatzsteuergesetz (UStG) § 12 Steuersätze (Abs. 1: 19 % of the taxable amount; Abs. 2: 7 % for the supplies listed there)',
    href: 'https://www.gesetze-im-internet.de/ustg_1980/__12.html',
  },
  zweitesCoronaSteuerhilfegesetz: {
    title:
      'Zweites Corona-Steuerhilfegesetz vom 29. Juni 2020 (BGBl. I S. 1512), Art. 3 and § 28 Abs. 1 and 2 UStG: 16 % and 5 % for supplies from 1 July to 31 December 2020, 19 % and 7 % again from 1 January 2021',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl120s1512.pdf',
  },
  ustg19: {
    title:
      'UStG § 19 Besteuerung der Kleinunternehmer (from 1 January 2025: previous-year turnover ≤ 25,000 € and current-year turnover ≤ 100,000 €; the supply that exceeds 100,000 € is already taxed normally)',
    href: 'https://www.gesetze-im-internet.de/ustg_1980/__19.html',
  },
  jstg2024: {
    title:
      'Jahressteuergesetz 2024 vom 2. Dezember 2024 (BGBl. 2024 I Nr. 387), Art. 23: new § 19 UStG from 1 January 2025 (limits 25,000 € and 100,000 €)',
    href: 'https://www.recht.bund.de/bgbl/1/2024/387/VO.html',
  },
  bmfKleinunternehmer2025: {
    title:
      'BMF-Schreiben vom 18. März 2025, Sonderregelung für inländische Kleinunternehmer (§ 19 UStG) ab 1. Januar 2025 (Abschn. 19.1 UStAE: limits, the exceeding supply)',
    href: 'https://www.bundesfinanzministerium.de/Content/DE/Downloads/BMF_Schreiben/Steuerarten/Umsatzsteuer/Umsatzsteuer-Anwendungserlass/2025-03-18-sonderregelung-fuer-inlaendische-kleinunternehmer.html',
  },
  buerokratieentlastungsgesetz3: {
    title:
      'Drittes Bürokratieentlastungsgesetz vom 22. November 2019 (BGBl. I S. 1746), Art. 8: § 19 Abs. 1 UStG previous-year limit 22,000 € (was 17,500 €) from 1 January 2020; current-year expected turnover ≤ 50,000 €',
    href: 'https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl119s1746.pdf',
  },
} as const satisfies Record<string, Reference>;
