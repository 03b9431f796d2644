/**
 * Messages of the US sales tax page (/us/sales-tax), in English and German. Not part of the static catalogue: the
 * page's chunk registers them when it loads (lib/i18n/area-messages.ts). Figures (rates, dates, states) arrive as
 * arguments read from the engine's parameters, never typed here.
 */
export const en = {
  'usSalesTax.title': 'US Sales Tax Calculator',
  'usSalesTax.lead': 'Sales tax on a purchase in any state or DC: the statewide rate on the date of the sale plus the local rate.',
  'usSalesTax.form.label': 'US sales tax calculator',
  'usSalesTax.form.price': 'Price',
  'usSalesTax.form.pricePlaceholder': 'e.g. 100',
  'usSalesTax.form.state': 'State',
  'usSalesTax.form.direction': 'Sales tax in the price',
  'usSalesTax.direction.add': 'Not included: add it',
  'usSalesTax.direction.remove': 'Included: take it out',
  'usSalesTax.form.localRate': 'Local rate (%)',
  'usSalesTax.form.localRatePlaceholder': 'Average',
  'usSalesTax.form.localRateHelp':
    "Your city's, county's and district's rates together. Leave empty for the state's average local rate where one is on file ({state}: {average}).",
  'usSalesTax.form.localRateNoAverage': 'none on file',
  'usSalesTax.form.date': 'Date of the sale',
  'usSalesTax.placeholder': 'Enter a price to see the sales tax.',
  'usSalesTax.facts.rates': 'Rates',
  'usSalesTax.facts.ratesValue': 'State {stateRate} + local {localRate} = {totalRate}',
  'usSalesTax.facts.localSource': 'Local rate',
  'usSalesTax.facts.localSource.given': 'The rate you entered',
  'usSalesTax.facts.localSource.average': "The state's average local rate (Tax Foundation, {date})",
  'usSalesTax.facts.localSource.none': 'Not included: no average on file, enter your own',
  'usSalesTax.how.title': 'How US sales tax is worked out',
  'usSalesTax.how.state':
    'Each state sets a statewide rate: from {minRate} in {minStates} to {maxRate} in {maxStates} on {date}. {noTaxStates} charge no statewide sales tax.',
  'usSalesTax.how.local':
    "Cities, counties and special districts add their own rates. Without your local rate the calculator adds the state's population-weighted average local rate from the Tax Foundation's table of {date}, where one is on file.",
  'usSalesTax.how.rounding': 'The tax is rounded to the cent. Taking it out of a price that includes it uses price × rate ÷ (100 + rate).',
  'usSalesTax.how.exemptions':
    'The general rate is used: many states exempt groceries, prescription drugs or clothing, or tax them at a lower rate. The results say what the chosen state does with groceries and clothing on the date.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'usSalesTax.title': 'US-Sales-Tax-Rechner',
  'usSalesTax.lead':
    'Sales Tax auf einen Einkauf in jedem US-Bundesstaat oder DC: der landesweite Satz am Tag des Kaufs plus der lokale Satz.',
  'usSalesTax.form.label': 'US-Sales-Tax-Rechner',
  'usSalesTax.form.price': 'Preis',
  'usSalesTax.form.pricePlaceholder': 'z. B. 100',
  'usSalesTax.form.state': 'Bundesstaat',
  'usSalesTax.form.direction': 'Sales Tax im Preis',
  'usSalesTax.direction.add': 'Nicht enthalten: hinzurechnen',
  'usSalesTax.direction.remove': 'Enthalten: herausrechnen',
  'usSalesTax.form.localRate': 'Lokaler Satz (%)',
  'usSalesTax.form.localRatePlaceholder': 'Durchschnitt',
  'usSalesTax.form.localRateHelp':
    'Die Sätze Ihrer Stadt, Ihres Countys und Ihrer Bezirke zusammen. Leer lassen für den durchschnittlichen lokalen Satz des Staates, soweit hinterlegt ({state}: {average}).',
  'usSalesTax.form.localRateNoAverage': 'nicht hinterlegt',
  'usSalesTax.form.date': 'Datum des Kaufs',
  'usSalesTax.placeholder': 'Geben Sie einen Preis ein, um die Sales Tax zu sehen.',
  'usSalesTax.facts.rates': 'Sätze',
  'usSalesTax.facts.ratesValue': 'Staat {stateRate} + lokal {localRate} = {totalRate}',
  'usSalesTax.facts.localSource': 'Lokaler Satz',
  'usSalesTax.facts.localSource.given': 'Ihr eingegebener Satz',
  'usSalesTax.facts.localSource.average': 'Durchschnittlicher lokaler Satz des Staates (Tax Foundation, {date})',
  'usSalesTax.facts.localSource.none': 'Nicht enthalten: kein Durchschnitt hinterlegt, geben Sie Ihren ein',
  'usSalesTax.how.title': 'So wird die US-Sales-Tax berechnet',
  'usSalesTax.how.state':
    'Jeder Staat legt einen landesweiten Satz fest: von {minRate} in {minStates} bis {maxRate} in {maxStates} am {date}. {noTaxStates} erheben keine landesweite Sales Tax.',
  'usSalesTax.how.local':
    'Städte, Countys und Sonderbezirke erheben eigene Sätze. Ohne Ihren lokalen Satz rechnet der Rechner mit dem bevölkerungsgewichteten durchschnittlichen lokalen Satz des Staates aus der Tabelle der Tax Foundation vom {date}, soweit hinterlegt.',
  'usSalesTax.how.rounding':
    'Die Steuer wird auf den Cent gerundet. Aus einem Preis mit Steuer wird sie mit Preis × Satz ÷ (100 + Satz) herausgerechnet.',
  'usSalesTax.how.exemptions':
    'Angewandt wird der allgemeine Satz: viele Staaten befreien Lebensmittel, verschreibungspflichtige Arzneimittel oder Kleidung oder besteuern sie niedriger. Das Ergebnis nennt, wie der gewählte Staat Lebensmittel und Kleidung am gewählten Tag behandelt.',
};

export const salesTaxMessages = { en, de } as const;
