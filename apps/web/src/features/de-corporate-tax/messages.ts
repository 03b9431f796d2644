/**
 * Messages of the German corporate tax page, English and German, registered by the page's chunk (featureMessages).
 * Rates, allowances and years arrive as arguments from the engine's parameters.
 */
export const en = {
  'deCorporateTax.title': 'German Corporate Tax Calculator (Körperschaftsteuer and Gewerbesteuer)',
  'deCorporateTax.lead':
    'Corporate income tax, solidarity surcharge and trade tax on a year’s profit, with your municipality’s Hebesatz; for partnerships and sole traders the trade tax allowance and the credit against income tax, for {firstYear} to {lastYear}.',
  'deCorporateTax.form.label': 'German corporate tax calculator',
  'deCorporateTax.form.profit': 'Profit for the year',
  'deCorporateTax.form.profitHelp': 'Taken as both the taxable income and the trade income (Gewerbeertrag).',
  'deCorporateTax.form.legalForm': 'Legal form',
  'deCorporateTax.legalForm.corporation': 'Corporation (GmbH, UG, AG)',
  'deCorporateTax.legalForm.partnership': 'Partnership (OHG, KG, GbR)',
  'deCorporateTax.legalForm.sole-proprietor': 'Sole trader',
  'deCorporateTax.form.municipality': 'Municipality',
  'deCorporateTax.municipality.option': '{municipality} ({hebesatz} %)',
  'deCorporateTax.municipality.custom': 'Other municipality: enter its Hebesatz',
  'deCorporateTax.form.hebesatz': 'Hebesatz (%)',
  'deCorporateTax.form.hebesatzHelp': 'Set by each municipality; at least {minimum} %.',
  'deCorporateTax.placeholder': 'Enter a profit to see the corporate and trade tax.',
  'deCorporateTax.validation.hebesatzMinimum': '{field} must be at least {minimum} % (§ 16 Abs. 4 GewStG).',
  'deCorporateTax.how.title': 'How business taxes work in Germany',
  'deCorporateTax.how.corporate':
    'A corporation pays corporate income tax of {corporateRate} % on its profit (§ 23 KStG) and a solidarity surcharge of {solidarityRate} % of that tax ({year}).',
  'deCorporateTax.how.trade':
    'Every business pays trade tax: the profit, rounded down to full hundreds of euros, times the Steuermesszahl of {baseRate} % gives the Steuermessbetrag, which the municipality multiplies by its Hebesatz (at least {minimum} %).',
  'deCorporateTax.how.allowance':
    'Partnerships and sole traders deduct an allowance of {allowance} first (§ 11 GewStG) and pay no corporate tax: their owners pay income tax, reduced by {factor} times the Steuermessbetrag, at most the trade tax (§ 35 EStG).',
  'deCorporateTax.how.scope': 'Trade tax add-backs and deductions (§§ 8, 9 GewStG) and loss carry-forwards are not applied.',
};

export type DeCorporateTaxMessageId = keyof typeof en;

export const de: Record<DeCorporateTaxMessageId, string> = {
  'deCorporateTax.title': 'Körperschaftsteuer- und Gewerbesteuerrechner',
  'deCorporateTax.lead':
    'Körperschaftsteuer, Solidaritätszuschlag und Gewerbesteuer auf den Gewinn eines Jahres, mit dem Hebesatz Ihrer Gemeinde; für Personengesellschaften und Einzelunternehmen mit Freibetrag und Anrechnung auf die Einkommensteuer, für {firstYear} bis {lastYear}.',
  'deCorporateTax.form.label': 'Körperschaftsteuerrechner',
  'deCorporateTax.form.profit': 'Gewinn im Jahr',
  'deCorporateTax.form.profitHelp': 'Gilt als zu versteuerndes Einkommen und als Gewerbeertrag.',
  'deCorporateTax.form.legalForm': 'Rechtsform',
  'deCorporateTax.legalForm.corporation': 'Kapitalgesellschaft (GmbH, UG, AG)',
  'deCorporateTax.legalForm.partnership': 'Personengesellschaft (OHG, KG, GbR)',
  'deCorporateTax.legalForm.sole-proprietor': 'Einzelunternehmen',
  'deCorporateTax.form.municipality': 'Gemeinde',
  'deCorporateTax.municipality.option': '{municipality} ({hebesatz} %)',
  'deCorporateTax.municipality.custom': 'Andere Gemeinde: Hebesatz eingeben',
  'deCorporateTax.form.hebesatz': 'Hebesatz (%)',
  'deCorporateTax.form.hebesatzHelp': 'Legt jede Gemeinde fest; mindestens {minimum} %.',
  'deCorporateTax.placeholder': 'Geben Sie einen Gewinn ein, um Körperschaft- und Gewerbesteuer zu sehen.',
  'deCorporateTax.validation.hebesatzMinimum': '{field} muss mindestens {minimum} % betragen (§ 16 Abs. 4 GewStG).',
  'deCorporateTax.how.title': 'So funktionieren die Unternehmensteuern',
  'deCorporateTax.how.corporate':
    'Eine Kapitalgesellschaft zahlt {corporateRate} % Körperschaftsteuer auf ihren Gewinn (§ 23 KStG) und einen Solidaritätszuschlag von {solidarityRate} % dieser Steuer ({year}).',
  'deCorporateTax.how.trade':
    'Jeder Gewerbebetrieb zahlt Gewerbesteuer: Der auf volle hundert Euro abgerundete Gewinn mal der Steuermesszahl von {baseRate} % ergibt den Steuermessbetrag, den die Gemeinde mit ihrem Hebesatz (mindestens {minimum} %) multipliziert.',
  'deCorporateTax.how.allowance':
    'Personengesellschaften und Einzelunternehmen ziehen vorher einen Freibetrag von {allowance} ab (§ 11 GewStG) und zahlen keine Körperschaftsteuer: Ihre Inhaber zahlen Einkommensteuer, gemindert um das {factor}-fache des Steuermessbetrags, höchstens die Gewerbesteuer (§ 35 EStG).',
  'deCorporateTax.how.scope': 'Hinzurechnungen und Kürzungen (§§ 8, 9 GewStG) und Verlustvorträge werden nicht berücksichtigt.',
};

export const deCorporateTaxMessages = { en, de };
