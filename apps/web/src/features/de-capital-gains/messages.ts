/**
 * Messages of the German capital income tax page, English and German, registered by the page's chunk
 * (featureMessages). Rates, allowances and years arrive as arguments from the engine's parameters.
 */
export const en = {
  'deCapitalGains.title': 'German Capital Gains Tax Calculator (Abgeltungsteuer)',
  'deCapitalGains.lead':
    'The flat-rate tax on interest, dividends, share gains and fund income, with the Sparer-Pauschbetrag, solidarity surcharge, church tax and the partial exemption of fund income, for {firstYear} to {lastYear}.',
  'deCapitalGains.form.label': 'German capital gains tax calculator',
  'deCapitalGains.form.income': 'Capital income for the year',
  'deCapitalGains.form.incomeHelp':
    'Interest, dividends, fund income and other gains, before any allowance; share sales and losses go in the section below.',
  'deCapitalGains.form.assessment': 'Assessment',
  'deCapitalGains.assessment.single': 'Single ({allowance} allowance)',
  'deCapitalGains.assessment.joint': 'Married, joint ({allowance} allowance)',
  'deCapitalGains.form.churchTax': 'Church tax',
  'deCapitalGains.form.fundType': 'Source of the income',
  'deCapitalGains.fund.none': 'Interest, dividends, single shares',
  'deCapitalGains.fund.equity': 'Equity fund ({rate} % exempt)',
  'deCapitalGains.fund.mixed': 'Mixed fund ({rate} % exempt)',
  'deCapitalGains.fund.real-estate': 'Real-estate fund ({rate} % exempt)',
  'deCapitalGains.fund.foreign-real-estate': 'Foreign real-estate fund ({rate} % exempt)',
  'deCapitalGains.placeholder': 'Enter your capital income to see the tax.',
  'deCapitalGains.how.title': 'How the Abgeltungsteuer works',
  'deCapitalGains.how.flat':
    'Capital income is taxed at a flat {flatRate} % (§ 32d EStG) once the Sparer-Pauschbetrag is used up: {single} a year for a single person, {joint} for a married couple assessed jointly (§ 20 Abs. 9 EStG, {year}).',
  'deCapitalGains.how.surcharges':
    'A solidarity surcharge of {solidarityRate} % of the tax is added. Church tax is {churchLow} % or {churchHigh} % of the tax; because it is deductible, the tax itself is reduced to income ÷ (4 + church tax rate).',
  'deCapitalGains.how.funds':
    'Part of a fund’s income is tax-free (Teilfreistellung, § 20 InvStG): {equity} % for equity funds, {mixed} % for mixed funds, {realEstate} % for real-estate funds and {foreignRealEstate} % for funds investing mainly in foreign real estate.',
  'deCapitalGains.more.summary': 'Share gains, losses and the personal rate',
  'deCapitalGains.more.intro':
    'Enter share sales apart from your other capital income: losses on shares only offset gains on shares. Your taxable income without capital income compares the flat rate with your personal rate.',
  'deCapitalGains.more.shareGains': 'Gains from selling shares',
  'deCapitalGains.more.shareGainsHelp': 'Gains on single shares (Aktien); not funds or ETFs, which go in the capital income above.',
  'deCapitalGains.more.shareLosses': 'Losses from selling shares',
  'deCapitalGains.more.shareLossesHelp': 'Offset only against share gains; what is left is carried forward.',
  'deCapitalGains.more.otherLosses': 'Other capital losses',
  'deCapitalGains.more.otherLossesHelp': 'Losses on bonds, certificates, funds and the like: offset against all capital income.',
  'deCapitalGains.more.personalIncome': 'Taxable income without capital income (optional)',
  'deCapitalGains.more.personalIncomeHelp':
    'Your zvE from other income: the tax at your personal rate is shown beside the flat rate, and the lower applies.',
  'deCapitalGains.how.losses':
    'Losses on shares can only be set against gains on shares; other capital losses against all capital income, never against wages or other income. Losses left over are carried forward to the next year (§ 20 Abs. 6 EStG). The Sparer-Pauschbetrag is deducted after the losses.',
  'deCapitalGains.how.favourable':
    'If taxing the capital income with your other income at your personal rate costs less than the {flatRate} % flat tax, counting the solidarity surcharge and church tax on both sides, the tax office does so on request (Günstigerprüfung, § 32d Abs. 6 EStG); the Sparer-Pauschbetrag still applies. Church tax and the solidarity surcharge then follow that assessment; here they are shown simply as what the capital income adds.',
  'deCapitalGains.how.scope':
    'Not modelled: creditable foreign withholding tax, losses carried in from earlier years and the banks’ loss pots during the year.',
};

export type DeCapitalGainsMessageId = keyof typeof en;

export const de: Record<DeCapitalGainsMessageId, string> = {
  'deCapitalGains.title': 'Abgeltungsteuerrechner Deutschland',
  'deCapitalGains.lead':
    'Die Abgeltungsteuer auf Zinsen, Dividenden, Kursgewinne und Fondserträge, mit Sparer-Pauschbetrag, Solidaritätszuschlag, Kirchensteuer und Teilfreistellung von Fondserträgen, für {firstYear} bis {lastYear}.',
  'deCapitalGains.form.label': 'Abgeltungsteuerrechner',
  'deCapitalGains.form.income': 'Kapitalerträge im Jahr',
  'deCapitalGains.form.incomeHelp':
    'Zinsen, Dividenden, Fondserträge und sonstige Gewinne, vor dem Pauschbetrag; Aktienverkäufe und Verluste im Abschnitt darunter.',
  'deCapitalGains.form.assessment': 'Veranlagung',
  'deCapitalGains.assessment.single': 'Einzeln ({allowance} Pauschbetrag)',
  'deCapitalGains.assessment.joint': 'Verheiratet, zusammen ({allowance} Pauschbetrag)',
  'deCapitalGains.form.churchTax': 'Kirchensteuer',
  'deCapitalGains.form.fundType': 'Art der Erträge',
  'deCapitalGains.fund.none': 'Zinsen, Dividenden, Einzelaktien',
  'deCapitalGains.fund.equity': 'Aktienfonds ({rate} % steuerfrei)',
  'deCapitalGains.fund.mixed': 'Mischfonds ({rate} % steuerfrei)',
  'deCapitalGains.fund.real-estate': 'Immobilienfonds ({rate} % steuerfrei)',
  'deCapitalGains.fund.foreign-real-estate': 'Auslands-Immobilienfonds ({rate} % steuerfrei)',
  'deCapitalGains.placeholder': 'Geben Sie Ihre Kapitalerträge ein, um die Steuer zu sehen.',
  'deCapitalGains.how.title': 'So funktioniert die Abgeltungsteuer',
  'deCapitalGains.how.flat':
    'Kapitalerträge werden pauschal mit {flatRate} % besteuert (§ 32d EStG), sobald der Sparer-Pauschbetrag aufgebraucht ist: {single} im Jahr für Alleinstehende, {joint} für zusammen veranlagte Ehepaare (§ 20 Abs. 9 EStG, {year}).',
  'deCapitalGains.how.surcharges':
    'Hinzu kommt ein Solidaritätszuschlag von {solidarityRate} % der Steuer. Die Kirchensteuer beträgt {churchLow} % oder {churchHigh} % der Steuer; weil sie abziehbar ist, sinkt die Steuer selbst auf Erträge ÷ (4 + Kirchensteuersatz).',
  'deCapitalGains.how.funds':
    'Ein Teil der Fondserträge ist steuerfrei (Teilfreistellung, § 20 InvStG): {equity} % bei Aktienfonds, {mixed} % bei Mischfonds, {realEstate} % bei Immobilienfonds und {foreignRealEstate} % bei Fonds mit Schwerpunkt auf ausländischen Immobilien.',
  'deCapitalGains.more.summary': 'Aktiengewinne, Verluste und persönlicher Steuersatz',
  'deCapitalGains.more.intro':
    'Geben Sie Aktienverkäufe getrennt von den übrigen Kapitalerträgen ein: Aktienverluste sind nur mit Aktiengewinnen verrechenbar. Ihr zu versteuerndes Einkommen ohne Kapitalerträge vergleicht die Abgeltungsteuer mit Ihrem persönlichen Steuersatz.',
  'deCapitalGains.more.shareGains': 'Gewinne aus Aktienverkäufen',
  'deCapitalGains.more.shareGainsHelp': 'Gewinne aus Einzelaktien; nicht aus Fonds oder ETFs, die gehören oben zu den Kapitalerträgen.',
  'deCapitalGains.more.shareLosses': 'Verluste aus Aktienverkäufen',
  'deCapitalGains.more.shareLossesHelp': 'Nur mit Aktiengewinnen verrechenbar; der Rest wird vorgetragen.',
  'deCapitalGains.more.otherLosses': 'Sonstige Verluste aus Kapitalvermögen',
  'deCapitalGains.more.otherLossesHelp': 'Verluste aus Anleihen, Zertifikaten, Fonds u. Ä.: mit allen Kapitalerträgen verrechenbar.',
  'deCapitalGains.more.personalIncome': 'Zu versteuerndes Einkommen ohne Kapitalerträge (optional)',
  'deCapitalGains.more.personalIncomeHelp':
    'Ihr zvE aus anderen Einkünften: Die Steuer zum persönlichen Steuersatz wird neben der Abgeltungsteuer gezeigt, die niedrigere gilt.',
  'deCapitalGains.how.losses':
    'Verluste aus Aktien sind nur mit Gewinnen aus Aktien verrechenbar, sonstige Verluste aus Kapitalvermögen mit allen Kapitalerträgen, nie mit Lohn oder anderen Einkünften. Übrige Verluste werden ins nächste Jahr vorgetragen (§ 20 Abs. 6 EStG). Der Sparer-Pauschbetrag wird nach den Verlusten abgezogen.',
  'deCapitalGains.how.favourable':
    'Ergibt die Besteuerung der Kapitalerträge mit dem übrigen Einkommen zum persönlichen Steuersatz, einschließlich Solidaritätszuschlag und Kirchensteuer, weniger als die Abgeltungsteuer von {flatRate} %, besteuert das Finanzamt sie auf Antrag so (Günstigerprüfung, § 32d Abs. 6 EStG); der Sparer-Pauschbetrag gilt weiter. Kirchensteuer und Solidaritätszuschlag folgen dann dieser Veranlagung; hier werden sie vereinfacht als der Mehrbetrag durch die Kapitalerträge gezeigt.',
  'deCapitalGains.how.scope':
    'Nicht berücksichtigt: anrechenbare ausländische Quellensteuer, Verlustvorträge aus früheren Jahren und die Verlustverrechnungstöpfe der Banken im laufenden Jahr.',
};

export const deCapitalGainsMessages = { en, de };
