/**
 * Messages of the "Tax across incomes" chart, in English and German. Unlike the other areas these are not merged
 * into catalogues.ts: they load with the chart (the Charts tab's lazy chunk), which adds them to react-intl's
 * messages, so the first load of every page stays as it was. messages.test.ts checks both languages hold the same
 * ids and arguments.
 */
export const taxCurveEn = {
  'taxCurve.title': 'Tax across incomes',
  'taxCurve.lead':
    'Take-home pay and the marginal rate (the share of a pay rise taken in tax) for incomes from {from} to {to}, your other inputs unchanged, calculated in your browser by the same rules as your result.',
  'taxCurve.takeHome': 'Take-home pay',
  'taxCurve.marginalRate': 'Marginal rate',
  'taxCurve.yourIncome': 'Your income',
  'taxCurve.loading': 'Calculating tax across incomes…',
  'taxCurve.failed': 'The chart of tax across incomes could not be calculated.',
  'taxCurve.summary':
    'Line chart of take-home pay and marginal rate for incomes from {from} to {to} ({points} points). At your income of {income}: take-home pay {takeHome}, marginal rate {rate}. The highest marginal rate, {highest}, applies from {highestFrom} to {highestTo}.',
  'taxCurve.table.show': 'Show the figures as a table',
  'taxCurve.table.caption': 'Take-home pay and marginal rate at every quarter of your income',
  'taxCurve.table.income': 'Income',
  'taxCurve.table.takeHome': 'Take-home pay',
  'taxCurve.table.tax': 'Tax and contributions',
  'taxCurve.table.marginalRate': 'Marginal rate',
};

export type TaxCurveMessageId = keyof typeof taxCurveEn;

export const taxCurveDe: Record<TaxCurveMessageId, string> = {
  'taxCurve.title': 'Steuer über verschiedene Einkommen',
  'taxCurve.lead':
    'Nettoeinkommen und Grenzsteuersatz (der Anteil einer Einkommenserhöhung, der als Steuer abgeht) für Einkommen von {from} bis {to}, bei sonst gleichen Angaben, in Ihrem Browser nach denselben Regeln berechnet wie Ihr Ergebnis.',
  'taxCurve.takeHome': 'Nettoeinkommen',
  'taxCurve.marginalRate': 'Grenzsteuersatz',
  'taxCurve.yourIncome': 'Ihr Einkommen',
  'taxCurve.loading': 'Steuer über verschiedene Einkommen wird berechnet …',
  'taxCurve.failed': 'Das Diagramm der Steuer über verschiedene Einkommen konnte nicht berechnet werden.',
  'taxCurve.summary':
    'Liniendiagramm von Nettoeinkommen und Grenzsteuersatz für Einkommen von {from} bis {to} ({points} Punkte). Bei Ihrem Einkommen von {income}: Nettoeinkommen {takeHome}, Grenzsteuersatz {rate}. Der höchste Grenzsteuersatz, {highest}, gilt von {highestFrom} bis {highestTo}.',
  'taxCurve.table.show': 'Werte als Tabelle anzeigen',
  'taxCurve.table.caption': 'Nettoeinkommen und Grenzsteuersatz bei jedem Viertel Ihres Einkommens',
  'taxCurve.table.income': 'Einkommen',
  'taxCurve.table.takeHome': 'Nettoeinkommen',
  'taxCurve.table.tax': 'Steuern und Abgaben',
  'taxCurve.table.marginalRate': 'Grenzsteuersatz',
};
