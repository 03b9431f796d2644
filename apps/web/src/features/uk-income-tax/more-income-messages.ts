/**
 * Messages of the fields of the UK income tax page's "More income and allowances" section, in English and German. The
 * section's lazy chunk (more-income-fields.tsx) registers them when the visitor (or a link holding one of its inputs)
 * opens it, so the page's first render neither downloads nor formats them. Figures are arguments, read from the
 * engine's parameters.
 */
export const en = {
  'ukIncomeTax.more.intro':
    'Savings interest, dividends, State Pension age, Marriage Allowance, Blind Person’s Allowance and Child Benefit.',
  'ukIncomeTax.more.savings': 'Savings interest',
  'ukIncomeTax.more.savingsHelp':
    'Interest for the year. Up to {startingLimit} can be taxed at {startingRate}% (starting rate for savings) and the Personal Savings Allowance is {basicAllowance} ({higherAllowance} for higher-rate taxpayers).',
  'ukIncomeTax.more.dividends': 'Dividends',
  'ukIncomeTax.more.dividendsHelp': 'The first {allowance} is tax-free (dividend allowance).',
  'ukIncomeTax.more.statePensionAge': 'I am over State Pension age',
  'ukIncomeTax.more.statePensionAgeHelp': 'No employee National Insurance is due on pay after State Pension age.',
  'ukIncomeTax.more.marriageAllowance': 'Marriage Allowance',
  'ukIncomeTax.more.marriageAllowanceHelp':
    'A spouse or civil partner can transfer {percent}% of their Personal Allowance; the receiver’s tax falls by {reliefRate}% of it.',
  'ukIncomeTax.more.marriage.none': 'Not claimed',
  'ukIncomeTax.more.marriage.transfer': 'I transfer part of my allowance',
  'ukIncomeTax.more.marriage.receive': 'I receive my partner’s allowance',
  'ukIncomeTax.more.blind': 'I get Blind Person’s Allowance',
  'ukIncomeTax.more.blindHelp': 'An extra {amount} of tax-free income.',
  'ukIncomeTax.more.children': 'Children you get Child Benefit for',
  'ukIncomeTax.more.childrenHelp':
    'For the High Income Child Benefit Charge: 1% of the benefit for each {step} of adjusted net income above {threshold}.',
  'ukIncomeTax.more.childrenPlaceholder': '0',
  'ukIncomeTax.more.childrenInvalid': 'Enter a whole number of children from 0 to {max, number}.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'ukIncomeTax.more.intro': 'Zinsen, Dividenden, Rentenalter, Marriage Allowance, Blind Person’s Allowance und Kindergeld.',
  'ukIncomeTax.more.savings': 'Zinsen aus Ersparnissen',
  'ukIncomeTax.more.savingsHelp':
    'Zinsen des Jahres. Bis zu {startingLimit} können mit {startingRate} % besteuert werden (Starting Rate for Savings), der Sparerfreibetrag (Personal Savings Allowance) beträgt {basicAllowance} ({higherAllowance} beim höheren Satz).',
  'ukIncomeTax.more.dividends': 'Dividenden',
  'ukIncomeTax.more.dividendsHelp': 'Die ersten {allowance} sind steuerfrei (Dividendenfreibetrag).',
  'ukIncomeTax.more.statePensionAge': 'Ich habe das staatliche Rentenalter erreicht',
  'ukIncomeTax.more.statePensionAgeHelp': 'Nach Erreichen des Rentenalters fällt kein Arbeitnehmeranteil zur National Insurance an.',
  'ukIncomeTax.more.marriageAllowance': 'Marriage Allowance (Freibetragsübertragung)',
  'ukIncomeTax.more.marriageAllowanceHelp':
    'Ehe- oder eingetragene Lebenspartner können {percent} % ihres Grundfreibetrags übertragen; die Steuer des Empfängers sinkt um {reliefRate} % davon.',
  'ukIncomeTax.more.marriage.none': 'Nicht beantragt',
  'ukIncomeTax.more.marriage.transfer': 'Ich übertrage einen Teil meines Freibetrags',
  'ukIncomeTax.more.marriage.receive': 'Ich erhalte den Freibetrag meines Partners',
  'ukIncomeTax.more.blind': 'Ich erhalte die Blind Person’s Allowance',
  'ukIncomeTax.more.blindHelp': 'Zusätzlich {amount} steuerfreies Einkommen.',
  'ukIncomeTax.more.children': 'Kinder, für die Sie Kindergeld (Child Benefit) erhalten',
  'ukIncomeTax.more.childrenHelp':
    'Für die High Income Child Benefit Charge: 1 % des Kindergelds je {step} bereinigtem Nettoeinkommen über {threshold}.',
  'ukIncomeTax.more.childrenPlaceholder': '0',
  'ukIncomeTax.more.childrenInvalid': 'Geben Sie eine ganze Zahl von Kindern von 0 bis {max, number} ein.',
};

export const ukIncomeTaxMoreMessages = { en, de } as const;
