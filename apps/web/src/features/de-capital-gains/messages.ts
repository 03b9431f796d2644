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
  'deCapitalGains.form.incomeHelp': 'Interest, dividends and gains less losses, before any allowance.',
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
  'deCapitalGains.how.scope':
    'Losses on shares can only be set against gains on shares, and an assessment at your personal rate can be lower (Günstigerprüfung): neither is modelled here; enter the income after losses.',
};

export type DeCapitalGainsMessageId = keyof typeof en;

export const de: Record<DeCapitalGainsMessageId, string> = {
  'deCapitalGains.title': 'Abgeltungsteuerrechner Deutschland',
  'deCapitalGains.lead':
    'Die Abgeltungsteuer auf Zinsen, Dividenden, Kursgewinne und Fondserträge, mit Sparer-Pauschbetrag, Solidaritätszuschlag, Kirchensteuer und Teilfreistellung von Fondserträgen, für {firstYear} bis {lastYear}.',
  'deCapitalGains.form.label': 'Abgeltungsteuerrechner',
  'deCapitalGains.form.income': 'Kapitalerträge im Jahr',
  'deCapitalGains.form.incomeHelp': 'Zinsen, Dividenden und Gewinne abzüglich Verluste, vor dem Pauschbetrag.',
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
  'deCapitalGains.how.scope':
    'Verluste aus Aktien sind nur mit Gewinnen aus Aktien verrechenbar, und eine Veranlagung zum persönlichen Steuersatz kann günstiger sein (Günstigerprüfung): Beides wird hier nicht berechnet; geben Sie die Erträge nach Verlusten ein.',
};

export const deCapitalGainsMessages = { en, de };
