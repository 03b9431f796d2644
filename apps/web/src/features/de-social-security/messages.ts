/**
 * Messages of the German social security page, in English and German. Registered by use-social-security-t.ts when
 * the page's chunk loads, so the first load of other pages does not carry them.
 */
export const en = {
  'deSocial.title': 'German Social Security Calculator',
  'deSocial.lead':
    'Work out the pension, unemployment, health and care contributions of employee and employer on a wage, with the employer’s levies, for {firstYear} to {lastYear}.',
  'deSocial.form.label': 'Social security inputs',
  'deSocial.form.gross': 'Gross wage',
  'deSocial.form.grossPlaceholder': 'e.g. 3000',
  'deSocial.form.period': 'Period',
  'deSocial.period.month': 'per month',
  'deSocial.period.year': 'per year',
  'deSocial.form.state': 'Federal state',
  'deSocial.form.healthAddOn': 'Health add-on rate (%)',
  'deSocial.form.healthAddOnHelp': 'Your health fund’s Zusatzbeitrag; blank for the {year} average of {rate} %.',
  'deSocial.form.privateHealth': 'Health insurance',
  'deSocial.privateHealth.no': 'Statutory',
  'deSocial.privateHealth.yes': 'Private',
  'deSocial.form.premium': 'Private premium per month',
  'deSocial.form.subsidy': 'Employer subsidy per month',
  'deSocial.form.pensionInsured': 'Pension insurance',
  'deSocial.pension.yes': 'Insured',
  'deSocial.pension.no': 'Exempt',
  'deSocial.form.childrenForCare': 'Children (care insurance)',
  'deSocial.form.under23': 'Age',
  'deSocial.under23.no': '23 or older',
  'deSocial.under23.yes': 'Under 23',
  'deSocial.placeholder': 'Enter a gross wage to see the contributions of employee and employer.',
  'deSocial.table.title': 'Employee and employer',
  'deSocial.table.branch': 'Branch',
  'deSocial.table.employee': 'Employee',
  'deSocial.table.employer': 'Employer',
  'deSocial.branch.pension': 'Pension insurance',
  'deSocial.branch.unemployment': 'Unemployment insurance',
  'deSocial.branch.health': 'Health insurance',
  'deSocial.branch.care': 'Care insurance',
  'deSocial.branch.levies': 'Levies U1, U2 and insolvency',
  'deSocial.branch.total': 'Total',
  'deSocial.employerCost': 'Employer’s total cost: {amount}',
  'deSocial.how.title': 'How the contributions are worked out',
  'deSocial.how.rates':
    'In {year} pension insurance is {pensionRate} % and unemployment insurance {unemploymentRate} % of the wage up to {pensionCeiling} a month; health insurance {healthRate} % plus the fund’s add-on (average {addOnRate} %) and care insurance {careRate} % up to {healthCeiling} a month. Employee and employer pay half each.',
  'deSocial.how.care':
    'Childless employees aged 23 or more pay {surcharge} % more for care; from the second child under 25 the employee’s care rate falls. In Saxony the employee pays a larger share of care.',
  'deSocial.how.levies':
    'The employer alone pays the levies U1 (sick pay), U2 (maternity) and the insolvency levy; up to {minijobLimit} a month a Minijob has flat employer rates instead.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'deSocial.title': 'Sozialversicherungsrechner Deutschland',
  'deSocial.lead':
    'Berechnen Sie die Beiträge von Arbeitnehmer und Arbeitgeber zur Renten-, Arbeitslosen-, Kranken- und Pflegeversicherung auf einen Lohn, mit den Umlagen des Arbeitgebers, für {firstYear} bis {lastYear}.',
  'deSocial.form.label': 'Angaben zur Sozialversicherung',
  'deSocial.form.gross': 'Bruttolohn',
  'deSocial.form.grossPlaceholder': 'z. B. 3000',
  'deSocial.form.period': 'Zeitraum',
  'deSocial.period.month': 'im Monat',
  'deSocial.period.year': 'im Jahr',
  'deSocial.form.state': 'Bundesland',
  'deSocial.form.healthAddOn': 'Zusatzbeitrag Krankenkasse (%)',
  'deSocial.form.healthAddOnHelp': 'Der Zusatzbeitrag Ihrer Krankenkasse; leer für den Durchschnitt {year} von {rate} %.',
  'deSocial.form.privateHealth': 'Krankenversicherung',
  'deSocial.privateHealth.no': 'Gesetzlich',
  'deSocial.privateHealth.yes': 'Privat',
  'deSocial.form.premium': 'Privater Beitrag im Monat',
  'deSocial.form.subsidy': 'Arbeitgeberzuschuss im Monat',
  'deSocial.form.pensionInsured': 'Rentenversicherung',
  'deSocial.pension.yes': 'Pflichtversichert',
  'deSocial.pension.no': 'Befreit',
  'deSocial.form.childrenForCare': 'Kinder (Pflegeversicherung)',
  'deSocial.form.under23': 'Alter',
  'deSocial.under23.no': '23 oder älter',
  'deSocial.under23.yes': 'Unter 23',
  'deSocial.placeholder': 'Geben Sie einen Bruttolohn ein, um die Beiträge von Arbeitnehmer und Arbeitgeber zu sehen.',
  'deSocial.table.title': 'Arbeitnehmer und Arbeitgeber',
  'deSocial.table.branch': 'Zweig',
  'deSocial.table.employee': 'Arbeitnehmer',
  'deSocial.table.employer': 'Arbeitgeber',
  'deSocial.branch.pension': 'Rentenversicherung',
  'deSocial.branch.unemployment': 'Arbeitslosenversicherung',
  'deSocial.branch.health': 'Krankenversicherung',
  'deSocial.branch.care': 'Pflegeversicherung',
  'deSocial.branch.levies': 'Umlagen U1, U2 und Insolvenzgeld',
  'deSocial.branch.total': 'Summe',
  'deSocial.employerCost': 'Gesamtkosten des Arbeitgebers: {amount}',
  'deSocial.how.title': 'So werden die Beiträge berechnet',
  'deSocial.how.rates':
    '{year} beträgt die Rentenversicherung {pensionRate} % und die Arbeitslosenversicherung {unemploymentRate} % des Lohns bis {pensionCeiling} im Monat, die Krankenversicherung {healthRate} % plus Zusatzbeitrag der Kasse (Durchschnitt {addOnRate} %) und die Pflegeversicherung {careRate} % bis {healthCeiling} im Monat. Arbeitnehmer und Arbeitgeber zahlen je die Hälfte.',
  'deSocial.how.care':
    'Kinderlose ab 23 Jahren zahlen {surcharge} % mehr Pflegebeitrag; ab dem zweiten Kind unter 25 sinkt der Pflegebeitrag des Arbeitnehmers. In Sachsen trägt der Arbeitnehmer einen größeren Teil der Pflege.',
  'deSocial.how.levies':
    'Nur der Arbeitgeber zahlt die Umlagen U1 (Entgeltfortzahlung), U2 (Mutterschaft) und die Insolvenzgeldumlage; bis {minijobLimit} im Monat gelten für einen Minijob stattdessen Pauschalbeiträge.',
};

export const socialSecurityMessages = { en, de } as const;
