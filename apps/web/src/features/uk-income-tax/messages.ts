/**
 * Messages the UK income tax page shows as it opens, in English and German: the folded section's summary and the
 * explanation of savings, dividends and the rarer allowances. Not in the static catalogue: the page's chunk registers
 * them when it loads (lib/i18n/feature-messages.ts), so no other page's first load carries them. The section's fields
 * have their own catalogue (more-income-messages.ts), fetched with them when the section opens. Figures are
 * arguments, read from the engine's parameters.
 */
export const en = {
  'ukIncomeTax.more.summary': 'More income and allowances',
  'ukIncomeTax.how.otherIncome':
    'Savings interest and dividends are taxed on top of pay. After any Personal Allowance left over, up to {startingLimit} of interest can be taxed at {startingRate}%, then the Personal Savings Allowance ({basicAllowance} for basic-rate, {higherAllowance} for higher-rate taxpayers) is tax-free. The first {dividendAllowance} of dividends is tax-free (dividend allowance); the rest at {dividendOrdinaryRate}%, {dividendUpperRate}% or {dividendAdditionalRate}% depending on the band it falls in. Both count towards the income that reduces the Personal Allowance.',
  'ukIncomeTax.how.allowances':
    'Marriage Allowance lets a spouse or civil partner who does not use all of their Personal Allowance transfer {marriagePercent}% of it to a partner who pays no more than the basic rate, cutting the partner’s tax by {marriageReliefRate}% of the amount transferred. Blind Person’s Allowance adds {blindAmount} of tax-free income. After State Pension age no employee National Insurance is due.',
  'ukIncomeTax.how.childBenefit':
    'If your adjusted net income is above {threshold} and you or your partner get Child Benefit, the High Income Child Benefit Charge takes back 1% of the benefit for every {step} above it, until all of it is repaid.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'ukIncomeTax.more.summary': 'Weitere Einkünfte und Freibeträge',
  'ukIncomeTax.how.otherIncome':
    'Zinsen und Dividenden werden zusätzlich zum Gehalt besteuert. Nach einem verbleibenden Grundfreibetrag können bis zu {startingLimit} Zinsen mit {startingRate} % besteuert werden, danach ist der Sparerfreibetrag ({basicAllowance} beim Basissatz, {higherAllowance} beim höheren Satz) steuerfrei. Die ersten {dividendAllowance} Dividenden sind steuerfrei (Dividendenfreibetrag), der Rest je nach Stufe mit {dividendOrdinaryRate} %, {dividendUpperRate} % oder {dividendAdditionalRate} %. Beide zählen zu dem Einkommen, das den Grundfreibetrag kürzt.',
  'ukIncomeTax.how.allowances':
    'Mit der Marriage Allowance können Ehe- oder eingetragene Lebenspartner, die ihren Grundfreibetrag nicht ausschöpfen, {marriagePercent} % davon auf einen Partner übertragen, der höchstens zum Basissatz besteuert wird; dessen Steuer sinkt um {marriageReliefRate} % des übertragenen Betrags. Die Blind Person’s Allowance erhöht das steuerfreie Einkommen um {blindAmount}. Nach Erreichen des Rentenalters fällt kein Arbeitnehmeranteil zur National Insurance an.',
  'ukIncomeTax.how.childBenefit':
    'Liegt Ihr bereinigtes Nettoeinkommen über {threshold} und erhalten Sie oder Ihr Partner Kindergeld, holt die High Income Child Benefit Charge 1 % des Kindergelds je {step} darüber zurück, bis es ganz zurückgezahlt ist.',
};

export const ukIncomeTaxMessages = { en, de } as const;
