/**
 * Messages of the German VAT page, English and German. The page's chunk registers them (featureMessages), so they
 * never reach another page's first load. Rates, limits and years arrive as arguments from the engine's parameters.
 */
export const en = {
  'deVat.title': 'German VAT Calculator (Umsatzsteuer)',
  'deVat.lead':
    'Add German VAT to a net amount or take it out of a gross price, at the standard or reduced rate in force on the supply date, and check whether the small-business scheme (§ 19 UStG) applies.',
  'deVat.form.label': 'German VAT calculator',
  'deVat.form.amount': 'Amount',
  'deVat.form.amountHelp.add': 'The net amount, before VAT.',
  'deVat.form.amountHelp.remove': 'The gross price, VAT included.',
  'deVat.form.direction': 'Calculation',
  'deVat.direction.add': 'Add VAT (net → gross)',
  'deVat.direction.remove': 'Remove VAT (gross → net)',
  'deVat.form.rate': 'VAT rate',
  'deVat.rate.standard': 'Standard rate ({rate} %)',
  'deVat.rate.reduced': 'Reduced rate ({rate} %)',
  'deVat.form.date': 'Supply date',
  'deVat.form.dateHelp': 'The rates, and the small-business limits of its calendar year, follow this date.',
  'deVat.form.smallBusiness': 'Small-business check (optional)',
  'deVat.form.previousTurnover': 'Turnover last year',
  'deVat.form.currentTurnover': 'Turnover this year',
  'deVat.form.currentTurnoverHelp.forecast': 'The turnover expected for the year, VAT included.',
  'deVat.form.currentTurnoverHelp.actual': 'The turnover so far this year, this supply included.',
  'deVat.placeholder': 'Enter an amount to see the VAT, net and gross.',
  'deVat.smallBusiness.title': 'Small-business scheme (§ 19 UStG) in {year}',
  'deVat.smallBusiness.eligible': 'Both turnovers are within the limits: as a small business you charge no VAT on this supply.',
  'deVat.smallBusiness.previous-year-exceeded':
    'Last year’s turnover is above {previousLimit}: the small-business scheme does not apply and VAT is charged.',
  'deVat.smallBusiness.current-year-exceeded':
    'This year’s turnover is above {currentLimit}: the small-business scheme does not apply and VAT is charged.',
  'deVat.smallBusiness.exceedingSupplyTaxed':
    'Since {year} the supply that takes this year’s turnover over the limit is already taxed, and so is every later one.',
  'deVat.how.title': 'How German VAT works',
  'deVat.how.rates':
    'Most supplies bear the standard rate of {standardRate} %; food, books, local transport and a few other supplies the reduced rate of {reducedRate} % (§ 12 UStG).',
  'deVat.how.remove':
    'VAT included in a gross price is the price × rate ÷ (100 + rate): {standardRate}/{standardGross} at {standardRate} %, {reducedRate}/{reducedGross} at {reducedRate} %. Amounts are rounded to the cent.',
  'deVat.how.smallBusiness':
    'A small business charges no VAT when last year’s turnover was at most {previousLimit} and this year’s is at most {currentLimit} (limits of {year}).',
  'deVat.how.smallBusiness.forecast': 'This year’s limit is tested once, on the turnover expected at the start of the year.',
  'deVat.how.smallBusiness.actual':
    'This year’s limit applies to the turnover as it accrues: the supply that exceeds it is already taxed normally.',
};

export type DeVatMessageId = keyof typeof en;

export const de: Record<DeVatMessageId, string> = {
  'deVat.title': 'Umsatzsteuerrechner Deutschland',
  'deVat.lead':
    'Umsatzsteuer auf einen Nettobetrag aufschlagen oder aus einem Bruttopreis herausrechnen, zum Regel- oder ermäßigten Satz am Tag der Leistung, und prüfen, ob die Kleinunternehmerregelung (§ 19 UStG) gilt.',
  'deVat.form.label': 'Umsatzsteuerrechner',
  'deVat.form.amount': 'Betrag',
  'deVat.form.amountHelp.add': 'Der Nettobetrag, ohne Umsatzsteuer.',
  'deVat.form.amountHelp.remove': 'Der Bruttopreis, einschließlich Umsatzsteuer.',
  'deVat.form.direction': 'Berechnung',
  'deVat.direction.add': 'Umsatzsteuer aufschlagen (netto → brutto)',
  'deVat.direction.remove': 'Umsatzsteuer herausrechnen (brutto → netto)',
  'deVat.form.rate': 'Steuersatz',
  'deVat.rate.standard': 'Regelsatz ({rate} %)',
  'deVat.rate.reduced': 'Ermäßigter Satz ({rate} %)',
  'deVat.form.date': 'Tag der Leistung',
  'deVat.form.dateHelp': 'Die Steuersätze und die Kleinunternehmergrenzen seines Kalenderjahres richten sich nach diesem Datum.',
  'deVat.form.smallBusiness': 'Kleinunternehmer-Prüfung (optional)',
  'deVat.form.previousTurnover': 'Umsatz im Vorjahr',
  'deVat.form.currentTurnover': 'Umsatz im laufenden Jahr',
  'deVat.form.currentTurnoverHelp.forecast': 'Der für das Jahr voraussichtliche Umsatz, einschließlich Umsatzsteuer.',
  'deVat.form.currentTurnoverHelp.actual': 'Der bisherige Umsatz des Jahres, diese Leistung eingeschlossen.',
  'deVat.placeholder': 'Geben Sie einen Betrag ein, um Umsatzsteuer, Netto- und Bruttobetrag zu sehen.',
  'deVat.smallBusiness.title': 'Kleinunternehmerregelung (§ 19 UStG) {year}',
  'deVat.smallBusiness.eligible':
    'Beide Umsätze liegen innerhalb der Grenzen: Als Kleinunternehmer berechnen Sie auf diese Leistung keine Umsatzsteuer.',
  'deVat.smallBusiness.previous-year-exceeded':
    'Der Umsatz des Vorjahres liegt über {previousLimit}: Die Kleinunternehmerregelung gilt nicht, die Umsatzsteuer wird berechnet.',
  'deVat.smallBusiness.current-year-exceeded':
    'Der Umsatz des laufenden Jahres liegt über {currentLimit}: Die Kleinunternehmerregelung gilt nicht, die Umsatzsteuer wird berechnet.',
  'deVat.smallBusiness.exceedingSupplyTaxed':
    'Seit {year} wird bereits der Umsatz, mit dem die Grenze des laufenden Jahres überschritten wird, regulär besteuert, ebenso jeder spätere.',
  'deVat.how.title': 'So funktioniert die Umsatzsteuer',
  'deVat.how.rates':
    'Die meisten Leistungen unterliegen dem Regelsatz von {standardRate} %; Lebensmittel, Bücher, der Nahverkehr und einige andere Leistungen dem ermäßigten Satz von {reducedRate} % (§ 12 UStG).',
  'deVat.how.remove':
    'Die in einem Bruttopreis enthaltene Umsatzsteuer ist Preis × Satz ÷ (100 + Satz): {standardRate}/{standardGross} bei {standardRate} %, {reducedRate}/{reducedGross} bei {reducedRate} %. Beträge werden auf den Cent gerundet.',
  'deVat.how.smallBusiness':
    'Ein Kleinunternehmer berechnet keine Umsatzsteuer, wenn der Umsatz des Vorjahres höchstens {previousLimit} betrug und der des laufenden Jahres höchstens {currentLimit} beträgt (Grenzen für {year}).',
  'deVat.how.smallBusiness.forecast': 'Die Grenze des laufenden Jahres wird einmal geprüft, am voraussichtlichen Umsatz zu Jahresbeginn.',
  'deVat.how.smallBusiness.actual':
    'Die Grenze des laufenden Jahres gilt für den Umsatz, wie er anfällt: Schon der Umsatz, der sie überschreitet, wird regulär besteuert.',
};

export const deVatMessages = { en, de };
