/**
 * Messages of the US estate tax page (/us/estate-tax), in English and German. Not part of the static catalogue: the
 * page's chunk registers them when it loads (lib/i18n/area-messages.ts). Figures reach the copy as arguments read
 * from the engine's parameters for the year on screen, never as literals.
 */
export const en = {
  'usEstateTax.name': 'US Estate Tax',
  'usEstateTax.title': 'US Estate Tax Calculator',
  'usEstateTax.lead':
    'The federal estate tax after the basic exclusion amount, with lifetime gifts, a deceased spouse’s unused exclusion (DSUE) and the unified credit, as Form 706 works it out.',
  'usEstateTax.placeholder': 'Enter the estate and press Calculate to see the federal estate tax.',
  'usEstateTax.form.label': 'US estate tax calculator',
  'usEstateTax.form.kind': 'The amount you have',
  'usEstateTax.form.kind.taxable': 'Taxable estate (after deductions)',
  'usEstateTax.form.kind.gross': 'Gross estate (before deductions)',
  'usEstateTax.form.estate.taxable': 'Taxable estate',
  'usEstateTax.form.estate.gross': 'Gross estate',
  'usEstateTax.form.estatePlaceholder': 'e.g. 16000000',
  'usEstateTax.form.maritalDeduction': 'Marital deduction',
  'usEstateTax.form.charitableDeduction': 'Charitable deduction',
  'usEstateTax.form.debtsAndExpenses': 'Debts, funeral and administration expenses',
  'usEstateTax.form.adjustedTaxableGifts': 'Adjusted taxable gifts',
  'usEstateTax.form.adjustedTaxableGiftsHelp': 'Taxable gifts made after 1976 that are not part of the estate (Form 706 line 4).',
  'usEstateTax.form.giftTaxPayable': 'Gift tax paid or payable on those gifts',
  'usEstateTax.form.deceasedSpouseUnusedExclusion': 'Deceased spouse’s unused exclusion (DSUE)',
  'usEstateTax.form.deceasedSpouseUnusedExclusionHelp': 'The amount the estate of a spouse who died earlier passed on (Form 706 line 9b).',
  'usEstateTax.form.taxYear': 'Year of death',
  'usEstateTax.form.state': 'State of residence',
  'usEstateTax.form.stateHelp': 'To say whether the state levies an estate or inheritance tax of its own.',
  'usEstateTax.form.noState': 'Not given',
  'usEstateTax.how.title': 'How the US estate tax is worked out',
  'usEstateTax.how.exclusion':
    'For a death in {year}, the basic exclusion amount is {exclusion}. A surviving spouse’s estate can add the unused exclusion of the spouse who died first (DSUE).',
  'usEstateTax.how.rates':
    'The tentative tax is charged on the taxable estate plus adjusted taxable gifts at rates from {lowestRate}% to {topRate}%, the top rate above {topRateFrom}. Gift tax already payable on those gifts comes off, and so does the unified credit: the tentative tax on the exclusion.',
  'usEstateTax.how.states':
    'Some states levy their own death taxes, which are not computed here. An estate tax: {estateStates}. An inheritance tax, charged on the heirs by their relationship to the deceased: {inheritanceStates}.',
  'usEstateTax.how.scope':
    'The state death tax deduction, a restored exclusion, credits for foreign death taxes and tax on prior transfers, and the generation-skipping transfer tax are not included.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'usEstateTax.name': 'US-Nachlasssteuer',
  'usEstateTax.title': 'Rechner für die US-Nachlasssteuer (Estate Tax)',
  'usEstateTax.lead':
    'Die Nachlasssteuer des Bundes nach dem Grundfreibetrag (Basic Exclusion Amount), mit Schenkungen zu Lebzeiten, dem ungenutzten Freibetrag eines verstorbenen Ehegatten (DSUE) und der einheitlichen Steuergutschrift, wie im Formular 706.',
  'usEstateTax.placeholder': 'Geben Sie den Nachlass ein und klicken Sie auf Berechnen, um die Nachlasssteuer des Bundes zu sehen.',
  'usEstateTax.form.label': 'Rechner für die US-Nachlasssteuer',
  'usEstateTax.form.kind': 'Ihr Betrag ist',
  'usEstateTax.form.kind.taxable': 'Steuerpflichtiger Nachlass (nach Abzügen)',
  'usEstateTax.form.kind.gross': 'Bruttonachlass (vor Abzügen)',
  'usEstateTax.form.estate.taxable': 'Steuerpflichtiger Nachlass',
  'usEstateTax.form.estate.gross': 'Bruttonachlass',
  'usEstateTax.form.estatePlaceholder': 'z. B. 16000000',
  'usEstateTax.form.maritalDeduction': 'Abzug für den Ehegatten (Marital Deduction)',
  'usEstateTax.form.charitableDeduction': 'Abzug für gemeinnützige Zuwendungen',
  'usEstateTax.form.debtsAndExpenses': 'Schulden, Bestattungs- und Verwaltungskosten',
  'usEstateTax.form.adjustedTaxableGifts': 'Anzurechnende steuerpflichtige Schenkungen',
  'usEstateTax.form.adjustedTaxableGiftsHelp':
    'Steuerpflichtige Schenkungen nach 1976, die nicht zum Nachlass gehören (Formular 706 Zeile 4).',
  'usEstateTax.form.giftTaxPayable': 'Darauf gezahlte oder zu zahlende Schenkungsteuer',
  'usEstateTax.form.deceasedSpouseUnusedExclusion': 'Ungenutzter Freibetrag des verstorbenen Ehegatten (DSUE)',
  'usEstateTax.form.deceasedSpouseUnusedExclusionHelp':
    'Der Betrag, den der Nachlass eines früher verstorbenen Ehegatten übertragen hat (Formular 706 Zeile 9b).',
  'usEstateTax.form.taxYear': 'Todesjahr',
  'usEstateTax.form.state': 'Bundesstaat des Wohnsitzes',
  'usEstateTax.form.stateHelp': 'Um anzugeben, ob der Staat eine eigene Nachlass- oder Erbschaftsteuer erhebt.',
  'usEstateTax.form.noState': 'Keine Angabe',
  'usEstateTax.how.title': 'So wird die US-Nachlasssteuer berechnet',
  'usEstateTax.how.exclusion':
    'Bei einem Todesfall im Jahr {year} beträgt der Grundfreibetrag {exclusion}. Der Nachlass eines überlebenden Ehegatten kann den ungenutzten Freibetrag des zuerst verstorbenen Ehegatten (DSUE) hinzurechnen.',
  'usEstateTax.how.rates':
    'Die vorläufige Steuer wird auf den steuerpflichtigen Nachlass plus anzurechnende Schenkungen mit Sätzen von {lowestRate} % bis {topRate} % erhoben, der Höchstsatz über {topRateFrom}. Davon gehen die auf diese Schenkungen zu zahlende Schenkungsteuer und die einheitliche Steuergutschrift ab: die vorläufige Steuer auf den Freibetrag.',
  'usEstateTax.how.states':
    'Einige Staaten erheben eigene Steuern beim Tod, die hier nicht berechnet werden. Eine Nachlasssteuer: {estateStates}. Eine Erbschaftsteuer, die die Erben nach ihrem Verwandtschaftsgrad zahlen: {inheritanceStates}.',
  'usEstateTax.how.scope':
    'Nicht enthalten sind der Abzug für Nachlasssteuern der Staaten, ein wiederhergestellter Freibetrag, Anrechnungen ausländischer Nachlasssteuern und der Steuer auf frühere Übertragungen sowie die Generation-Skipping Transfer Tax.',
};

export const usEstateTaxMessages = { en, de } as const;
