/**
 * Messages of the director pay chart ("Take-home across salaries"), in English and German. Like the tax curve's
 * (lib/i18n/public-catalogue/tax-curve.ts) they arrive with the Charts tab's chunk and are added for the chart's
 * subtree only, so no page's first load carries them.
 */
export const directorPayCurveEn = {
  'directorPayCurve.title': 'Take-home across salaries',
  'directorPayCurve.lead':
    'What you keep for each salary from {from} to {to}, the rest of the profit paid as a dividend after Corporation Tax. The best salary is marked.',
  'directorPayCurve.takeHome': 'Take-home',
  'directorPayCurve.best': 'Best salary {salary}',
  'directorPayCurve.summary':
    'Line chart of take-home against salary from {from} to {to} ({points} points). The best salary is {salary}, leaving {takeHome}; no salary leaves {dividendsOnly}, the largest salary {salaryOnly}.',
  'directorPayCurve.thresholds.caption': 'Where the rules change: the law behind each step of the curve',
  'directorPayCurve.thresholds.threshold': 'Threshold',
  'directorPayCurve.thresholds.salary': 'Salary',
  'directorPayCurve.thresholds.takeHome': 'Take-home',
  'directorPayCurve.thresholds.law': 'Law or guidance',
  'directorPayCurve.thresholds.best': '(best)',
} as const;

export type DirectorPayCurveMessageId = keyof typeof directorPayCurveEn;

export const directorPayCurveDe: Record<DirectorPayCurveMessageId, string> = {
  'directorPayCurve.title': 'Netto über alle Gehälter',
  'directorPayCurve.lead':
    'Was Ihnen bei jedem Gehalt von {from} bis {to} bleibt, der Rest des Gewinns nach Körperschaftsteuer als Dividende ausgezahlt. Das beste Gehalt ist markiert.',
  'directorPayCurve.takeHome': 'Netto',
  'directorPayCurve.best': 'Bestes Gehalt {salary}',
  'directorPayCurve.summary':
    'Liniendiagramm des Nettos über dem Gehalt von {from} bis {to} ({points} Punkte). Das beste Gehalt ist {salary} mit {takeHome} netto; ohne Gehalt bleiben {dividendsOnly}, beim höchsten Gehalt {salaryOnly}.',
  'directorPayCurve.thresholds.caption': 'Wo sich die Regeln ändern: das Gesetz hinter jeder Stufe der Kurve',
  'directorPayCurve.thresholds.threshold': 'Schwelle',
  'directorPayCurve.thresholds.salary': 'Gehalt',
  'directorPayCurve.thresholds.takeHome': 'Netto',
  'directorPayCurve.thresholds.law': 'Gesetz oder Leitfaden',
  'directorPayCurve.thresholds.best': '(am besten)',
};

export const directorPayCurveMessages = { en: directorPayCurveEn, de: directorPayCurveDe } as const;
