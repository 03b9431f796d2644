/**
 * Messages of the UK Corporation Tax page (/uk/corporation-tax), in English and German. Not part of the static
 * catalogue: the page's chunk registers them when it loads (lib/i18n/feature-messages.ts). Rates, limits and
 * thresholds are arguments read from the engine's parameters. src/app/area-catalogues.test.ts checks both languages.
 */
export const en = {
  'ukCt.name': 'UK Corporation Tax',
  'ukCt.title': 'UK Corporation Tax Calculator',
  'ukCt.lead':
    'Corporation Tax on a company’s profits for an accounting period: the small profits rate, marginal relief, associated companies, the split across financial years and when the tax is due.',
  'ukCt.placeholder': 'Enter the taxable profits and press Calculate to see the Corporation Tax.',
  'ukCt.form.label': 'UK Corporation Tax calculator',
  'ukCt.form.profits': 'Taxable total profits',
  'ukCt.form.profitsPlaceholder': 'e.g. 100,000',
  'ukCt.form.augmented': 'Augmented profits (optional)',
  'ukCt.form.augmentedHelp':
    'Taxable profits plus exempt distributions from companies outside the group; blank for the same as taxable profits.',
  'ukCt.form.associated': 'Associated companies',
  'ukCt.form.associatedHelp': 'Companies under common control in the period; the limits are shared among the company and these.',
  'ukCt.form.periodStart': 'Accounting period starts',
  'ukCt.form.periodEnd': 'Accounting period ends',
  'ukCt.form.periodHelp': 'At most 12 months, from {from} to {to}.',

  'ukCt.facts.years': 'By financial year',
  'ukCt.facts.fy': 'Financial year',
  'ukCt.facts.fyName': 'FY{year}',
  'ukCt.facts.part': 'Period',
  'ukCt.facts.partValue': '{from} to {to} ({days, plural, one {# day} other {# days}})',
  'ukCt.facts.profits': 'Profits',
  'ukCt.facts.limits': 'Limits',
  'ukCt.facts.limitsValue': '{lower} / {upper}',
  'ukCt.facts.rate': 'Rate',
  'ukCt.facts.rate.small-profits-rate': 'small profits rate {rate, number}%',
  'ukCt.facts.rate.main-rate-with-marginal-relief': 'main rate {rate, number}% less marginal relief',
  'ukCt.facts.rate.main-rate': 'main rate {rate, number}%',
  'ukCt.facts.relief': 'Marginal relief',
  'ukCt.facts.tax': 'Tax',
  'ukCt.facts.payment': 'Payment',
  'ukCt.facts.normalDue': 'Due on {date} (nine months and one day after the period ends).',
  'ukCt.facts.instalments.large': 'A large company pays by quarterly instalments: the last is due on {date}.',
  'ukCt.facts.instalments.very-large': 'A very large company pays by quarterly instalments: the last is due on {date}.',
  'ukCt.facts.instalment': 'Instalment',
  'ukCt.facts.dueDate': 'Due',
  'ukCt.facts.amount': 'Amount',
  'ukCt.chart.title': 'Effective rate across profits',
  'ukCt.chart.description':
    'The Corporation Tax as a share of profits from nothing to {max}, for the same period and associated companies; the dot marks the profits entered ({rate, number}%).',
  'ukCt.chart.profits': 'Profits',
  'ukCt.chart.rate': 'Effective rate',

  'ukCt.how.title': 'How UK Corporation Tax works',
  'ukCt.how.rates':
    'For FY{year} the main rate is {mainRate, number}%. A company whose augmented profits are at most {lower} pays the small profits rate of {smallRate, number}%; between {lower} and {upper} it pays the main rate less marginal relief, {numerator, number}/{denominator, number} of the difference between the upper limit and its augmented profits, scaled by taxable over augmented profits.',
  'ukCt.how.limits':
    'The limits are for a 12-month period and a company with no associated companies: they are reduced for a shorter period and divided by the number of associated companies plus one.',
  'ukCt.how.split':
    'An accounting period that straddles 1 April is split at that date: the profits are apportioned by days and each financial year’s part is taxed at its own rates.',
  'ukCt.how.payment':
    'The tax is due nine months and one day after the end of the period. A large company, with profits over {large} a year, pays by quarterly instalments, and a very large one, with profits over {veryLarge}, earlier still.',
} as const;

export type CorporationTaxMessageId = keyof typeof en;

export const de: Record<CorporationTaxMessageId, string> = {
  'ukCt.name': 'UK-Körperschaftsteuer',
  'ukCt.title': 'Rechner für die britische Körperschaftsteuer (Corporation Tax)',
  'ukCt.lead':
    'Körperschaftsteuer auf die Gewinne eines Unternehmens für ein Wirtschaftsjahr: ermäßigter Satz für kleine Gewinne, Marginal Relief, verbundene Unternehmen, die Aufteilung auf Finanzjahre und die Fälligkeit.',
  'ukCt.placeholder': 'Geben Sie den steuerpflichtigen Gewinn ein und klicken Sie auf Berechnen, um die Körperschaftsteuer zu sehen.',
  'ukCt.form.label': 'Rechner für die britische Körperschaftsteuer',
  'ukCt.form.profits': 'Steuerpflichtiger Gesamtgewinn',
  'ukCt.form.profitsPlaceholder': 'z. B. 100.000',
  'ukCt.form.augmented': 'Erweiterter Gewinn (optional)',
  'ukCt.form.augmentedHelp':
    'Steuerpflichtiger Gewinn zuzüglich steuerfreier Ausschüttungen von Unternehmen außerhalb der Gruppe; leer lassen, wenn gleich dem steuerpflichtigen Gewinn.',
  'ukCt.form.associated': 'Verbundene Unternehmen',
  'ukCt.form.associatedHelp':
    'Unternehmen unter gemeinsamer Kontrolle im Zeitraum; die Grenzen werden zwischen dem Unternehmen und diesen aufgeteilt.',
  'ukCt.form.periodStart': 'Beginn des Wirtschaftsjahres',
  'ukCt.form.periodEnd': 'Ende des Wirtschaftsjahres',
  'ukCt.form.periodHelp': 'Höchstens 12 Monate, von {from} bis {to}.',

  'ukCt.facts.years': 'Nach Finanzjahr',
  'ukCt.facts.fy': 'Finanzjahr',
  'ukCt.facts.fyName': 'FY{year}',
  'ukCt.facts.part': 'Zeitraum',
  'ukCt.facts.partValue': '{from} bis {to} ({days, plural, one {# Tag} other {# Tage}})',
  'ukCt.facts.profits': 'Gewinn',
  'ukCt.facts.limits': 'Grenzen',
  'ukCt.facts.limitsValue': '{lower} / {upper}',
  'ukCt.facts.rate': 'Satz',
  'ukCt.facts.rate.small-profits-rate': 'ermäßigter Satz {rate, number} %',
  'ukCt.facts.rate.main-rate-with-marginal-relief': 'Regelsatz {rate, number} % abzüglich Marginal Relief',
  'ukCt.facts.rate.main-rate': 'Regelsatz {rate, number} %',
  'ukCt.facts.relief': 'Marginal Relief',
  'ukCt.facts.tax': 'Steuer',
  'ukCt.facts.payment': 'Zahlung',
  'ukCt.facts.normalDue': 'Fällig am {date} (neun Monate und einen Tag nach Ende des Zeitraums).',
  'ukCt.facts.instalments.large': 'Ein großes Unternehmen zahlt in vierteljährlichen Raten: Die letzte ist am {date} fällig.',
  'ukCt.facts.instalments.very-large': 'Ein sehr großes Unternehmen zahlt in vierteljährlichen Raten: Die letzte ist am {date} fällig.',
  'ukCt.facts.instalment': 'Rate',
  'ukCt.facts.dueDate': 'Fällig',
  'ukCt.facts.amount': 'Betrag',
  'ukCt.chart.title': 'Durchschnittssatz nach Gewinn',
  'ukCt.chart.description':
    'Die Körperschaftsteuer als Anteil am Gewinn von null bis {max}, für denselben Zeitraum und dieselben verbundenen Unternehmen; der Punkt markiert den eingegebenen Gewinn ({rate, number} %).',
  'ukCt.chart.profits': 'Gewinn',
  'ukCt.chart.rate': 'Durchschnittssatz',

  'ukCt.how.title': 'So funktioniert die britische Körperschaftsteuer',
  'ukCt.how.rates':
    'Im FY{year} beträgt der Regelsatz {mainRate, number} %. Ein Unternehmen mit erweitertem Gewinn bis {lower} zahlt den ermäßigten Satz von {smallRate, number} %; zwischen {lower} und {upper} zahlt es den Regelsatz abzüglich Marginal Relief: {numerator, number}/{denominator, number} der Differenz zwischen oberer Grenze und erweitertem Gewinn, multipliziert mit steuerpflichtigem durch erweiterten Gewinn.',
  'ukCt.how.limits':
    'Die Grenzen gelten für einen Zeitraum von 12 Monaten und ein Unternehmen ohne verbundene Unternehmen: Sie werden für kürzere Zeiträume gekürzt und durch die Zahl der verbundenen Unternehmen plus eins geteilt.',
  'ukCt.how.split':
    'Ein Wirtschaftsjahr, das über den 1. April reicht, wird an diesem Tag geteilt: Der Gewinn wird nach Tagen aufgeteilt, und jeder Teil wird mit den Sätzen seines Finanzjahres besteuert.',
  'ukCt.how.payment':
    'Die Steuer ist neun Monate und einen Tag nach Ende des Zeitraums fällig. Ein großes Unternehmen mit mehr als {large} Gewinn im Jahr zahlt in vierteljährlichen Raten, ein sehr großes mit mehr als {veryLarge} noch früher.',
};

export const corporationTaxMessages = { en, de } as const;
