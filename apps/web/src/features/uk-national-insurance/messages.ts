/**
 * Messages of the UK National Insurance page (/uk/national-insurance), in English and German. Not part of the static
 * catalogue: the page's chunk registers them when it loads (lib/i18n/feature-messages.ts). Figures (rates,
 * thresholds, years) are arguments the page reads from the engine's parameters, never written here.
 */
export const en = {
  'ukNi.name': 'UK National Insurance',
  'ukNi.title': 'UK National Insurance Calculator',
  'ukNi.lead':
    'Employee and employer Class 1 National Insurance by category letter for a week, a month or a year, with the Employment Allowance, and Class 2, 3 and 4 for the self-employed.',
  'ukNi.placeholder': 'Enter the earnings of one pay period (0 if you are only self-employed) and press Calculate.',
  'ukNi.form.label': 'National Insurance calculator',
  'ukNi.form.earnings': 'Earnings in the pay period',
  'ukNi.form.earningsHelp': 'Gross pay liable to Class 1 for one week, one month or the year; 0 if you are only self-employed.',
  'ukNi.form.period': 'Earnings period',
  'ukNi.form.periodHelpDirector': 'A director’s NICs are worked out on an annual earnings period.',
  'ukNi.period.weekly': 'Week',
  'ukNi.period.monthly': 'Month',
  'ukNi.period.annual': 'Year',
  'ukNi.form.category': 'Category letter',
  'ukNi.form.categoryHelp': 'The letter on your payslip; most employees are A.',
  'ukNi.form.director': 'Company director (annual earnings period)',
  'ukNi.form.employmentAllowance': 'The employer claims the Employment Allowance (up to {amount} a year)',
  'ukNi.form.employerHeading': 'Director and employer',
  'ukNi.form.selfEmployedHeading': 'Self-employed and voluntary contributions',
  'ukNi.form.selfEmployedProfits': 'Self-employed profits for the year',
  'ukNi.form.selfEmployedProfitsHelp': 'Class 4 from {lowerProfitsLimit}.',
  'ukNi.form.voluntaryClass2': 'Pay Class 2 voluntarily (profits below {smallProfitsThreshold})',
  'ukNi.form.class3Weeks': 'Weeks of voluntary Class 3',
  'ukNi.form.class3WeeksHelp': 'From 0 to {max, number} weeks, at {weeklyRate} a week.',
  'ukNi.form.payDate': 'Pay date',
  'ukNi.form.payDateHelp':
    'Rates changed on {changeDate, date, long}: the pay date picks them. Leave empty for the rates at the start of the year.',
  'ukNi.category.A': 'A: most employees',
  'ukNi.category.B': 'B: married women and widows on the reduced rate',
  'ukNi.category.C': 'C: over State Pension age',
  'ukNi.category.F': 'F: Freeport employees',
  'ukNi.category.H': 'H: apprentices under 25',
  'ukNi.category.I': 'I: Freeport, reduced rate',
  'ukNi.category.J': 'J: deferment (already paying in another job)',
  'ukNi.category.L': 'L: Freeport, deferment',
  'ukNi.category.M': 'M: employees under 21',
  'ukNi.category.N': 'N: Investment Zone employees',
  'ukNi.category.S': 'S: Freeport, over State Pension age',
  'ukNi.category.V': 'V: veterans in their first civilian year',
  'ukNi.category.Z': 'Z: under 21, deferment',
  'ukNi.validation.class3Weeks': '{field} must be a whole number from 0 to {max, number}',
  'ukNi.validation.director': 'A director’s NICs need the annual earnings period',
  'ukNi.validation.payDate': '{field} must be a date in the tax year',
  'ukNi.how.title': 'How National Insurance is worked out',
  'ukNi.how.class1':
    'In {year} an employee pays {mainRate}% on annual earnings between the Primary Threshold of {primaryThreshold} and the Upper Earnings Limit of {upperEarningsLimit}, and {additionalRate}% above it. The employer pays {employerRate}% above the Secondary Threshold of {secondaryThreshold}. Weekly and monthly pay use the thresholds HMRC publishes for those periods.',
  'ukNi.how.inYearChange':
    'The main rate changed to {mainRate}% for earnings paid from {changeDate, date, long}; a director’s annual earnings period has a blended rate for the year.',
  'ukNi.how.categories':
    'The category letter changes who pays: over State Pension age the employee pays nothing; for employees under 21, apprentices under 25, veterans and Freeport or Investment Zone employees the employer pays 0% up to a higher threshold.',
  'ukNi.how.allowance': 'The Employment Allowance takes up to {amount} a year off the employer’s bill.',
  'ukNi.how.selfEmployed':
    'The self-employed pay Class 4 at {class4MainRate}% on profits between {lowerProfitsLimit} and {upperProfitsLimit} and {class4AdditionalRate}% above. Class 2 ({class2WeeklyRate} a week) can be paid voluntarily on profits below {smallProfitsThreshold}; voluntary Class 3 costs {class3WeeklyRate} a week.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'ukNi.name': 'UK-National-Insurance',
  'ukNi.title': 'Rechner für die britische National Insurance',
  'ukNi.lead':
    'Class-1-Beiträge von Arbeitnehmer und Arbeitgeber nach Kategoriebuchstabe für eine Woche, einen Monat oder ein Jahr, mit Employment Allowance, sowie Class 2, 3 und 4 für Selbstständige.',
  'ukNi.placeholder': 'Geben Sie das Entgelt eines Lohnzeitraums ein (0, wenn Sie nur selbstständig sind), und klicken Sie auf Berechnen.',
  'ukNi.form.label': 'National-Insurance-Rechner',
  'ukNi.form.earnings': 'Entgelt im Lohnzeitraum',
  'ukNi.form.earningsHelp': 'Class-1-pflichtiger Bruttolohn einer Woche, eines Monats oder des Jahres; 0, wenn Sie nur selbstständig sind.',
  'ukNi.form.period': 'Lohnzeitraum',
  'ukNi.form.periodHelpDirector': 'Für Direktoren werden die Beiträge über einen jährlichen Lohnzeitraum berechnet.',
  'ukNi.period.weekly': 'Woche',
  'ukNi.period.monthly': 'Monat',
  'ukNi.period.annual': 'Jahr',
  'ukNi.form.category': 'Kategoriebuchstabe',
  'ukNi.form.categoryHelp': 'Der Buchstabe auf der Lohnabrechnung; die meisten Angestellten haben A.',
  'ukNi.form.director': 'Company Director (jährlicher Lohnzeitraum)',
  'ukNi.form.employmentAllowance': 'Der Arbeitgeber nutzt die Employment Allowance (bis zu {amount} im Jahr)',
  'ukNi.form.employerHeading': 'Direktor und Arbeitgeber',
  'ukNi.form.selfEmployedHeading': 'Selbstständige und freiwillige Beiträge',
  'ukNi.form.selfEmployedProfits': 'Gewinn aus selbstständiger Tätigkeit im Jahr',
  'ukNi.form.selfEmployedProfitsHelp': 'Class 4 ab {lowerProfitsLimit}.',
  'ukNi.form.voluntaryClass2': 'Class 2 freiwillig zahlen (Gewinn unter {smallProfitsThreshold})',
  'ukNi.form.class3Weeks': 'Wochen freiwilliger Class 3',
  'ukNi.form.class3WeeksHelp': '0 bis {max, number} Wochen, je {weeklyRate} pro Woche.',
  'ukNi.form.payDate': 'Zahltag',
  'ukNi.form.payDateHelp':
    'Am {changeDate, date, long} änderten sich die Sätze: der Zahltag bestimmt sie. Leer lassen für die Sätze zu Beginn des Jahres.',
  'ukNi.category.A': 'A: die meisten Angestellten',
  'ukNi.category.B': 'B: verheiratete Frauen und Witwen mit ermäßigtem Satz',
  'ukNi.category.C': 'C: über dem staatlichen Rentenalter',
  'ukNi.category.F': 'F: Angestellte in einem Freeport',
  'ukNi.category.H': 'H: Auszubildende unter 25',
  'ukNi.category.I': 'I: Freeport, ermäßigter Satz',
  'ukNi.category.J': 'J: Aufschub (Beiträge schon in einer anderen Beschäftigung)',
  'ukNi.category.L': 'L: Freeport, Aufschub',
  'ukNi.category.M': 'M: Angestellte unter 21',
  'ukNi.category.N': 'N: Angestellte in einer Investment Zone',
  'ukNi.category.S': 'S: Freeport, über dem staatlichen Rentenalter',
  'ukNi.category.V': 'V: Veteranen im ersten zivilen Beschäftigungsjahr',
  'ukNi.category.Z': 'Z: unter 21, Aufschub',
  'ukNi.validation.class3Weeks': '{field} muss eine ganze Zahl von 0 bis {max, number} sein',
  'ukNi.validation.director': 'Für Direktoren gilt der jährliche Lohnzeitraum',
  'ukNi.validation.payDate': '{field} muss ein Datum im Steuerjahr sein',
  'ukNi.how.title': 'So wird die National Insurance berechnet',
  'ukNi.how.class1':
    'Im Steuerjahr {year} zahlen Angestellte {mainRate} % auf das Jahresentgelt zwischen dem Primary Threshold von {primaryThreshold} und dem Upper Earnings Limit von {upperEarningsLimit} und {additionalRate} % darüber. Der Arbeitgeber zahlt {employerRate} % oberhalb des Secondary Threshold von {secondaryThreshold}. Für Wochen- und Monatslöhne gelten die von HMRC dafür veröffentlichten Schwellen.',
  'ukNi.how.inYearChange':
    'Der Hauptsatz sank für ab dem {changeDate, date, long} gezahltes Entgelt auf {mainRate} %; für den jährlichen Lohnzeitraum von Direktoren gilt ein Mischsatz für das ganze Jahr.',
  'ukNi.how.categories':
    'Der Kategoriebuchstabe ändert, wer zahlt: Über dem staatlichen Rentenalter zahlen Angestellte nichts; für Angestellte unter 21, Auszubildende unter 25, Veteranen und Beschäftigte in Freeports oder Investment Zones zahlt der Arbeitgeber 0 % bis zu einer höheren Schwelle.',
  'ukNi.how.allowance': 'Die Employment Allowance mindert die Arbeitgeberbeiträge um bis zu {amount} im Jahr.',
  'ukNi.how.selfEmployed':
    'Selbstständige zahlen Class 4 mit {class4MainRate} % auf Gewinne zwischen {lowerProfitsLimit} und {upperProfitsLimit} und {class4AdditionalRate} % darüber. Class 2 ({class2WeeklyRate} pro Woche) kann bei Gewinnen unter {smallProfitsThreshold} freiwillig gezahlt werden; freiwillige Class 3 kostet {class3WeeklyRate} pro Woche.',
};

export const ukNationalInsuranceMessages = { en, de };
