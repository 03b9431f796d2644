/**
 * Messages of the US property tax page (/us/property-tax), in English and German. Not part of the static catalogue:
 * the page's chunk registers them when it loads (lib/i18n/area-messages.ts). Rates and the survey year arrive as
 * arguments read from the engine's parameters.
 */
export const en = {
  'usPropertyTax.title': 'US Property Tax Calculator',
  'usPropertyTax.lead':
    "The yearly property tax on a home in any state or DC: the state's median effective rate, or your own rate with the assessment ratio and homestead exemption.",
  'usPropertyTax.form.label': 'US property tax calculator',
  'usPropertyTax.form.homeValue': 'Home value',
  'usPropertyTax.form.homeValuePlaceholder': 'e.g. 350,000',
  'usPropertyTax.form.state': 'State',
  'usPropertyTax.form.rate': 'Your rate (%)',
  'usPropertyTax.form.ratePlaceholder': 'State median',
  'usPropertyTax.form.rateHelp': "From your tax bill (10 mills = 1%). Leave empty for {state}'s median effective rate, {rate}.",
  'usPropertyTax.form.assessmentRatio': 'Assessment ratio (%)',
  'usPropertyTax.form.assessmentRatioHelp': 'The share of market value your county assesses; empty for 100%.',
  'usPropertyTax.form.exemption': 'Homestead exemption',
  'usPropertyTax.form.exemptionPlaceholder': '0',
  'usPropertyTax.placeholder': 'Enter a home value to see the property tax.',
  'usPropertyTax.chart.title': 'Median effective property tax rate by state',
  'usPropertyTax.chart.caption':
    'Median tax bill as a share of median home value, owner-occupied homes, American Community Survey {year} (Tax Foundation).',
  'usPropertyTax.chart.yours': '{state} (yours)',
  'usPropertyTax.how.title': 'How US property tax is worked out',
  'usPropertyTax.how.formula':
    'Counties, cities and school districts tax the assessed value of a home: its market value times the assessment ratio, less exemptions such as the homestead exemption, times the rate (often quoted in mills, thousandths).',
  'usPropertyTax.how.median':
    "Without your own rate the calculator uses your state's median effective rate: the median tax bill divided by the median home value in the American Community Survey {year}, from {lowRate} in {lowState} to {highRate} in {highState}. It is a share of market value, so use it with an assessment ratio of 100% and no exemption.",
  'usPropertyTax.how.local': 'Your own bill depends on your county and city, and on caps, credits and exemptions not modelled here.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'usPropertyTax.title': 'US-Property-Tax-Rechner',
  'usPropertyTax.lead':
    'Die jährliche Grundsteuer (Property Tax) auf ein Haus in jedem US-Bundesstaat oder DC: der effektive Mediansatz des Staates oder Ihr eigener Satz mit Bewertungsquote und Homestead-Befreiung.',
  'usPropertyTax.form.label': 'US-Property-Tax-Rechner',
  'usPropertyTax.form.homeValue': 'Wert des Hauses',
  'usPropertyTax.form.homeValuePlaceholder': 'z. B. 350,000',
  'usPropertyTax.form.state': 'Bundesstaat',
  'usPropertyTax.form.rate': 'Ihr Satz (%)',
  'usPropertyTax.form.ratePlaceholder': 'Median des Staates',
  'usPropertyTax.form.rateHelp':
    'Aus Ihrem Steuerbescheid (10 Mills = 1 %). Leer lassen für den effektiven Mediansatz von {state}, {rate}.',
  'usPropertyTax.form.assessmentRatio': 'Bewertungsquote (%)',
  'usPropertyTax.form.assessmentRatioHelp': 'Der Anteil am Marktwert, den Ihr County bewertet; leer für 100 %.',
  'usPropertyTax.form.exemption': 'Homestead-Befreiung',
  'usPropertyTax.form.exemptionPlaceholder': '0',
  'usPropertyTax.placeholder': 'Geben Sie den Wert eines Hauses ein, um die Property Tax zu sehen.',
  'usPropertyTax.chart.title': 'Effektiver Mediansatz der Property Tax nach Staat',
  'usPropertyTax.chart.caption':
    'Medianer Steuerbetrag im Verhältnis zum medianen Hauswert, selbst genutzte Häuser, American Community Survey {year} (Tax Foundation).',
  'usPropertyTax.chart.yours': '{state} (Ihrer)',
  'usPropertyTax.how.title': 'So wird die US-Property-Tax berechnet',
  'usPropertyTax.how.formula':
    'Countys, Städte und Schulbezirke besteuern den Bewertungswert eines Hauses: Marktwert mal Bewertungsquote, abzüglich Befreiungen wie der Homestead-Befreiung, mal Steuersatz (oft in Mills, Tausendsteln, angegeben).',
  'usPropertyTax.how.median':
    'Ohne eigenen Satz verwendet der Rechner den effektiven Mediansatz Ihres Staates: den medianen Steuerbetrag geteilt durch den medianen Hauswert im American Community Survey {year}, von {lowRate} in {lowState} bis {highRate} in {highState}. Er ist ein Anteil am Marktwert; verwenden Sie ihn mit einer Bewertungsquote von 100 % und ohne Befreiung.',
  'usPropertyTax.how.local':
    'Ihr eigener Bescheid hängt von County und Stadt ab sowie von Obergrenzen, Gutschriften und Befreiungen, die hier nicht abgebildet sind.',
};

export const propertyTaxMessages = { en, de } as const;
