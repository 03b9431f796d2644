/**
 * Messages of the UK income tax page's "More income and allowances" section and its explanation, in English and
 * German. Not in the static catalogue: the page's chunk registers them when it loads (lib/i18n/feature-messages.ts),
 * so no other page's first load carries them. Figures are arguments, read from the engine's parameters.
 */
export const en = {
  'ukIncomeTax.more.summary': 'More income and allowances',
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

  'ukIncomeTax.how.otherIncome':
    'Savings interest and dividends are taxed on top of pay. After any Personal Allowance left over, up to {startingLimit} of interest can be taxed at {startingRate}%, then the Personal Savings Allowance ({basicAllowance} for basic-rate, {higherAllowance} for higher-rate taxpayers) is tax-free. The first {dividendAllowance} of dividends is tax-free (dividend allowance); the rest at {dividendOrdinaryRate}%, {dividendUpperRate}% or {dividendAdditionalRate}% depending on the band it falls in. Both count towards the income that reduces the Personal Allowance.',
  'ukIncomeTax.how.allowances':
    'Marriage Allowance lets a spouse or civil partner who does not use all of their Personal Allowance transfer {marriagePercent}% of it to a partner who pays no more than the basic rate, cutting the partner’s tax by {marriageReliefRate}% of the amount transferred. Blind Person’s Allowance adds {blindAmount} of tax-free income. After State Pension age no employee National Insurance is due.',
  'ukIncomeTax.how.childBenefit':
    'If your adjusted net income is above {threshold} and you or your partner get Child Benefit, the High Income Child Benefit Charge takes back 1% of the benefit for every {step} above it, until all of it is repaid.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'ukIncomeTax.more.summary': 'Weitere Einkünfte und Freibeträge',
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

  'ukIncomeTax.how.otherIncome':
    'Zinsen und Dividenden werden zusätzlich zum Gehalt besteuert. Nach einem verbleibenden Grundfreibetrag können bis zu {startingLimit} Zinsen mit {startingRate} % besteuert werden, danach ist der Sparerfreibetrag ({basicAllowance} beim Basissatz, {higherAllowance} beim höheren Satz) steuerfrei. Die ersten {dividendAllowance} Dividenden sind steuerfrei (Dividendenfreibetrag), der Rest je nach Stufe mit {dividendOrdinaryRate} %, {dividendUpperRate} % oder {dividendAdditionalRate} %. Beide zählen zu dem Einkommen, das den Grundfreibetrag kürzt.',
  'ukIncomeTax.how.allowances':
    'Mit der Marriage Allowance können Ehe- oder eingetragene Lebenspartner, die ihren Grundfreibetrag nicht ausschöpfen, {marriagePercent} % davon auf einen Partner übertragen, der höchstens zum Basissatz besteuert wird; dessen Steuer sinkt um {marriageReliefRate} % des übertragenen Betrags. Die Blind Person’s Allowance erhöht das steuerfreie Einkommen um {blindAmount}. Nach Erreichen des Rentenalters fällt kein Arbeitnehmeranteil zur National Insurance an.',
  'ukIncomeTax.how.childBenefit':
    'Liegt Ihr bereinigtes Nettoeinkommen über {threshold} und erhalten Sie oder Ihr Partner Kindergeld, holt die High Income Child Benefit Charge 1 % des Kindergelds je {step} darüber zurück, bis es ganz zurückgezahlt ist.',
};

export const ukIncomeTaxMessages = { en, de } as const;
