/**
 * Messages of the UK Capital Gains Tax page (/uk/capital-gains), in English and German. Not part of the static
 * catalogue: the page's chunk registers them when it loads (lib/i18n/feature-messages.ts). Figures (rates, allowances,
 * limits, days) are arguments the page reads from the engine's parameters, never written here.
 */
export const en = {
  'ukCgt.name': 'UK Capital Gains Tax',
  'ukCgt.title': 'UK Capital Gains Tax Calculator',
  'ukCgt.lead':
    'Capital Gains Tax on the disposals of one tax year: losses, the annual exempt amount, Business Asset Disposal Relief and Investors’ Relief, the rate of each disposal and the 60-day return for UK residential property.',
  'ukCgt.placeholder': 'Enter your taxable income and at least one disposal, then press Calculate.',
  'ukCgt.form.label': 'Capital Gains Tax calculator',
  'ukCgt.form.taxableIncome': 'Taxable income',
  'ukCgt.form.taxableIncomeHelp':
    'Income after the Personal Allowance: it decides how much of the {basicRateBand} basic rate band is left for gains.',
  'ukCgt.form.scottishTaxpayer': 'Scottish taxpayer',
  'ukCgt.form.disposalsHeading': 'Disposals',
  'ukCgt.form.disposal': 'Disposal {number, number}',
  'ukCgt.form.gain': 'Gain (negative for a loss)',
  'ukCgt.form.gainHelp': 'After costs and any other relief, e.g. 25000 or -5000.',
  'ukCgt.form.assetType': 'Asset',
  'ukCgt.form.disposalDate': 'Date of disposal',
  'ukCgt.form.disposalDateHelp': 'For a contract, the date of exchange. It must fall in the tax year.',
  'ukCgt.form.completionDate': 'Completion date',
  'ukCgt.form.completionDateHelp': 'Starts the {days, number} days to report; leave empty if it is the date of disposal.',
  'ukCgt.form.addDisposal': 'Add a disposal',
  'ukCgt.form.removeDisposal': 'Remove disposal {number, number}',
  'ukCgt.form.reliefsHeading': 'Losses and lifetime reliefs',
  'ukCgt.form.lossesBroughtForward': 'Losses brought forward',
  'ukCgt.form.lossesBroughtForwardHelp': 'Allowable losses of earlier years not yet used.',
  'ukCgt.form.badrLifetimeUsed': 'Business Asset Disposal Relief already used',
  'ukCgt.form.investorsReliefLifetimeUsed': 'Investors’ Relief already used',
  'ukCgt.form.lifetimeHelp': 'Gains charged at the relief rate in earlier years; the lifetime limit is {limit}.',
  'ukCgt.asset.residential-property': 'UK residential property',
  'ukCgt.asset.other': 'Shares and other assets',
  'ukCgt.asset.business-asset-disposal-relief': 'Business Asset Disposal Relief',
  'ukCgt.asset.investors-relief': 'Investors’ Relief',
  'ukCgt.validation.disposals': 'List at least one disposal',
  'ukCgt.table.caption': 'Each disposal',
  'ukCgt.table.number': 'No.',
  'ukCgt.table.date': 'Date',
  'ukCgt.table.asset': 'Asset',
  'ukCgt.table.gain': 'Gain',
  'ukCgt.table.rates': 'Rate',
  'ukCgt.table.tax': 'Tax',
  'ukCgt.table.reportBy': 'Report and pay by',
  'ukCgt.table.selfAssessment': 'Self Assessment, {date, date, long}',
  'ukCgt.how.title': 'How Capital Gains Tax is worked out',
  'ukCgt.how.allowance':
    'Losses of the same year are set against gains in full; losses brought forward only down to the annual exempt amount, which is {annualExemptAmount} in {year}.',
  'ukCgt.how.rates':
    'What is left is taxed at {lowerRate}% within the basic rate band your taxable income leaves unused and {higherRate}% above it; UK residential property at {propertyLowerRate}% and {propertyHigherRate}%.',
  'ukCgt.how.ratesChanged': 'The rates follow the date of disposal: they changed on {date, date, long}, part-way through the year.',
  'ukCgt.how.reliefs':
    'Gains qualifying for Business Asset Disposal Relief are charged at {badrRate}% up to a lifetime limit of {badrLimit}, and for Investors’ Relief at {investorsRate}% up to {investorsLimit}; the excess is charged at the main rates.',
  'ukCgt.how.property':
    'A gain on UK residential property is reported, and the tax paid on account, within {days, number} days of completion; the rest is paid under Self Assessment.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'ukCgt.name': 'UK-Capital-Gains-Tax',
  'ukCgt.title': 'Rechner für die britische Capital Gains Tax',
  'ukCgt.lead':
    'Capital Gains Tax auf die Veräußerungen eines Steuerjahres: Verluste, Freibetrag (Annual Exempt Amount), Business Asset Disposal Relief und Investors’ Relief, der Satz jeder Veräußerung und die 60-Tage-Meldung für britische Wohnimmobilien.',
  'ukCgt.placeholder': 'Geben Sie Ihr zu versteuerndes Einkommen und mindestens eine Veräußerung ein, und klicken Sie auf Berechnen.',
  'ukCgt.form.label': 'Capital-Gains-Tax-Rechner',
  'ukCgt.form.taxableIncome': 'Zu versteuerndes Einkommen',
  'ukCgt.form.taxableIncomeHelp':
    'Einkommen nach dem Personal Allowance: Es bestimmt, wie viel der Basic Rate Band von {basicRateBand} für Gewinne übrig bleibt.',
  'ukCgt.form.scottishTaxpayer': 'In Schottland steuerpflichtig',
  'ukCgt.form.disposalsHeading': 'Veräußerungen',
  'ukCgt.form.disposal': 'Veräußerung {number, number}',
  'ukCgt.form.gain': 'Gewinn (negativ für einen Verlust)',
  'ukCgt.form.gainHelp': 'Nach Kosten und anderen Vergünstigungen, z. B. 25000 oder -5000.',
  'ukCgt.form.assetType': 'Vermögenswert',
  'ukCgt.form.disposalDate': 'Veräußerungsdatum',
  'ukCgt.form.disposalDateHelp': 'Bei einem Vertrag der Tag des Vertragsaustauschs. Er muss im Steuerjahr liegen.',
  'ukCgt.form.completionDate': 'Tag der Übertragung (Completion)',
  'ukCgt.form.completionDateHelp':
    'Ab hier laufen die {days, number} Tage für die Meldung; leer lassen, wenn es das Veräußerungsdatum ist.',
  'ukCgt.form.addDisposal': 'Veräußerung hinzufügen',
  'ukCgt.form.removeDisposal': 'Veräußerung {number, number} entfernen',
  'ukCgt.form.reliefsHeading': 'Verluste und lebenslange Vergünstigungen',
  'ukCgt.form.lossesBroughtForward': 'Vorgetragene Verluste',
  'ukCgt.form.lossesBroughtForwardHelp': 'Noch nicht genutzte abziehbare Verluste früherer Jahre.',
  'ukCgt.form.badrLifetimeUsed': 'Bereits genutzte Business Asset Disposal Relief',
  'ukCgt.form.investorsReliefLifetimeUsed': 'Bereits genutzte Investors’ Relief',
  'ukCgt.form.lifetimeHelp':
    'Gewinne, die in früheren Jahren zum ermäßigten Satz besteuert wurden; die lebenslange Grenze beträgt {limit}.',
  'ukCgt.asset.residential-property': 'Britische Wohnimmobilie',
  'ukCgt.asset.other': 'Aktien und andere Vermögenswerte',
  'ukCgt.asset.business-asset-disposal-relief': 'Business Asset Disposal Relief',
  'ukCgt.asset.investors-relief': 'Investors’ Relief',
  'ukCgt.validation.disposals': 'Geben Sie mindestens eine Veräußerung an',
  'ukCgt.table.caption': 'Die einzelnen Veräußerungen',
  'ukCgt.table.number': 'Nr.',
  'ukCgt.table.date': 'Datum',
  'ukCgt.table.asset': 'Vermögenswert',
  'ukCgt.table.gain': 'Gewinn',
  'ukCgt.table.rates': 'Satz',
  'ukCgt.table.tax': 'Steuer',
  'ukCgt.table.reportBy': 'Melden und zahlen bis',
  'ukCgt.table.selfAssessment': 'Self Assessment, {date, date, long}',
  'ukCgt.how.title': 'So wird die Capital Gains Tax berechnet',
  'ukCgt.how.allowance':
    'Verluste desselben Jahres werden voll mit Gewinnen verrechnet, vorgetragene Verluste nur bis auf den Freibetrag, der {annualExemptAmount} im Steuerjahr {year} beträgt.',
  'ukCgt.how.rates':
    'Der Rest wird mit {lowerRate} % besteuert, soweit Ihr zu versteuerndes Einkommen den Basic Rate Band nicht ausschöpft, und mit {higherRate} % darüber; britische Wohnimmobilien mit {propertyLowerRate} % und {propertyHigherRate} %.',
  'ukCgt.how.ratesChanged': 'Die Sätze richten sich nach dem Veräußerungsdatum: Sie änderten sich am {date, date, long}, mitten im Jahr.',
  'ukCgt.how.reliefs':
    'Gewinne mit Business Asset Disposal Relief werden bis zu einer lebenslangen Grenze von {badrLimit} mit {badrRate} % besteuert, mit Investors’ Relief bis {investorsLimit} mit {investorsRate} %; der Rest zu den regulären Sätzen.',
  'ukCgt.how.property':
    'Ein Gewinn aus einer britischen Wohnimmobilie wird innerhalb von {days, number} Tagen nach der Übertragung gemeldet und die Steuer vorausgezahlt; der Rest wird über das Self Assessment gezahlt.',
};

export const ukCapitalGainsMessages = { en, de };
