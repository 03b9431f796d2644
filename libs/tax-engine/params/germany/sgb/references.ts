import type { Reference } from '../../../src/core/parameter';

/** Official sources cited by more than one social-insurance parameter. */
export const socialInsuranceReferences = {
  sgb6s158: {
    title: 'SGB VI § 158 Beitragssätze (pension insurance, 18.6 %) with the Beitragssatzverordnung of each year',
    href: 'https://www.gesetze-im-internet.de/sgb_6/__158.html',
  },
  sgb3s341: {
    title: 'SGB III § 341 Abs. 2 Beitragssatz (unemployment insurance, 2.6 %)',
    href: 'https://www.gesetze-im-internet.de/sgb_3/__341.html',
  },
  sgb5s241: {
    title: 'SGB V § 241 allgemeiner Beitragssatz (health insurance, 14.6 %)',
    href: 'https://www.gesetze-im-internet.de/sgb_5/__241.html',
  },
  sgb5s242a: {
    title: 'SGB V § 242a durchschnittlicher Zusatzbeitragssatz, announced each year by the Bundesministerium für Gesundheit',
    href: 'https://www.gesetze-im-internet.de/sgb_5/__242a.html',
  },
  sgb11s55: {
    title:
      'SGB XI § 55 Beitragssatz (care insurance): Abs. 1 rate, Abs. 3 Satz 1 childless surcharge 0.6 points, Abs. 3 Satz 4 discount of 0.25 points per child under 25 from the 2nd to the 5th child',
    href: 'https://www.gesetze-im-internet.de/sgb_11/__55.html',
  },
  sgb11s58: {
    title: 'SGB XI § 58 Abs. 3: in Saxony (Buß- und Bettag kept as a holiday) the employee bears 0.5 points more of the care rate',
    href: 'https://www.gesetze-im-internet.de/sgb_11/__58.html',
  },
  sgb4s8: {
    title: 'SGB IV § 8 Abs. 1a Geringfügigkeitsgrenze: 15 × the minimum hourly wage ÷ 10 × 130 ÷ 3, rounded up to a whole euro',
    href: 'https://www.gesetze-im-internet.de/sgb_4/__8.html',
  },
  sgb4s20: {
    title: 'SGB IV § 20 Abs. 2 and 2a: Übergangsbereich (Midijob) to 2,000 € and the reduced contribution bases with the factor F',
    href: 'https://www.gesetze-im-internet.de/sgb_4/__20.html',
  },
  rechengroessen2024: {
    title: 'Sozialversicherungs-Rechengrößenverordnung 2024 (BGBl. 2023 I Nr. 354): Beitragsbemessungsgrenzen 2024',
    href: 'https://www.recht.bund.de/bgbl/1/2023/354/VO.html',
  },
  rechengroessen2025: {
    title: 'Sozialversicherungs-Rechengrößenverordnung 2025 (BGBl. 2024 I Nr. 365): Beitragsbemessungsgrenzen 2025',
    href: 'https://www.recht.bund.de/bgbl/1/2024/365/VO.html',
  },
  rechengroessen2026: {
    title: 'Sozialversicherungsrechengrößen-Verordnung 2026 of 24 November 2025 (BGBl. 2025 I Nr. 278): Beitragsbemessungsgrenzen 2026',
    href: 'https://www.recht.bund.de/bgbl/1/2025/278/VO.html',
  },
  minijobZentrale: {
    title:
      'Minijob-Zentrale: Abgaben für Minijobs im gewerblichen Bereich (Pauschalbeiträge, Pauschsteuer, Umlagen U1/U2, Insolvenzgeldumlage)',
    href: 'https://www.minijob-zentrale.de/DE/service/abgaben-und-beitraege/abgaben-und-beitraege_node.html',
  },
  sgb3s360: {
    title: 'SGB III § 360 Umlagesatz: the Insolvenzgeldumlage is 0.15 % unless a regulation under § 361 sets another rate for the year',
    href: 'https://www.gesetze-im-internet.de/sgb_3/__360.html',
  },
  sgb6s163: {
    title: 'SGB VI § 163 Abs. 10: pension contributions in the Übergangsbereich on the reduced base',
    href: 'https://www.gesetze-im-internet.de/sgb_6/__163.html',
  },
} satisfies Record<string, Reference>;
