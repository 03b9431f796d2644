/**
 * Messages of the results panel's "compared with the previous year" card, in English and German. Registered when the panel's chunk loads
 * (featureMessages), so no page's first load carries them.
 */
export const en = {
  'yearComparison.heading': 'Compared with the previous year',
  'yearComparison.title': '{currentYear} compared with {previousYear}',
  'yearComparison.lead': 'The same inputs calculated on the rules of {previousYear}, beside this result for {currentYear}.',
  'yearComparison.loading': 'Calculating the previous year…',
  'yearComparison.failed': 'The previous year could not be calculated.',
  'yearComparison.noEarlierYear': '{currentYear} is the earliest year this calculator has, so there is no previous year to compare with.',
  'yearComparison.figure': 'Figure',
  'yearComparison.change': 'Change',
  'yearComparison.noChange': 'No change',
  'yearComparison.better': 'better for you',
  'yearComparison.worse': 'worse for you',
  'yearComparison.percentPoints': '{change} percentage points',
  'yearComparison.othersUnchanged': 'The other figures of the summary are the same in both years.',
};

export type YearComparisonMessageId = keyof typeof en;

export const de: Record<YearComparisonMessageId, string> = {
  'yearComparison.heading': 'Im Vergleich zum Vorjahr',
  'yearComparison.title': '{currentYear} im Vergleich zu {previousYear}',
  'yearComparison.lead': 'Dieselben Angaben nach den Regeln von {previousYear} berechnet, neben diesem Ergebnis für {currentYear}.',
  'yearComparison.loading': 'Das Vorjahr wird berechnet …',
  'yearComparison.failed': 'Das Vorjahr konnte nicht berechnet werden.',
  'yearComparison.noEarlierYear': '{currentYear} ist das früheste Jahr dieses Rechners, daher gibt es kein Vorjahr zum Vergleich.',
  'yearComparison.figure': 'Wert',
  'yearComparison.change': 'Änderung',
  'yearComparison.noChange': 'Keine Änderung',
  'yearComparison.better': 'günstiger für Sie',
  'yearComparison.worse': 'ungünstiger für Sie',
  'yearComparison.percentPoints': '{change} Prozentpunkte',
  'yearComparison.othersUnchanged': 'Die übrigen Werte der Zusammenfassung sind in beiden Jahren gleich.',
};

export const yearComparisonMessages = { en, de } as const;
