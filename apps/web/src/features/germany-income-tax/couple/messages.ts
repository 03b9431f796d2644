/**
 * Messages of the couple mode of the German income tax page (tax classes compared, with the year's settlement), in
 * English and German. Registered by use-couple-t.ts when the mode's chunk loads.
 */
export const en = {
  'deCouple.title': 'Tax Classes for Couples: III/V, IV/IV or IV/IV with Factor',
  'deCouple.lead':
    'Compare the monthly net pay of both partners under each tax-class combination and what the annual tax return settles afterwards, by the BMF’s wage-tax procedure and the splitting tariff for {firstYear} to {lastYear}.',
  'deCouple.form.label': 'Tax class comparison inputs',
  'deCouple.form.grossA': 'Gross wage, partner A',
  'deCouple.form.grossB': 'Gross wage, partner B',
  'deCouple.form.grossPlaceholder': 'e.g. 4000',
  'deCouple.form.period': 'Wages given',
  'deCouple.form.churchA': 'Church tax, partner A',
  'deCouple.form.churchB': 'Church tax, partner B',
  'deCouple.form.healthAddOnA': 'Health add-on rate A (%)',
  'deCouple.form.healthAddOnB': 'Health add-on rate B (%)',
  'deCouple.form.healthAddOnHelp': 'Blank for the {year} average of {rate} %.',
  'deCouple.form.childAllowances': 'Child allowances (shared)',
  'deCouple.form.childrenForCare': 'Children (care insurance)',
  'deCouple.placeholder': 'Enter both partners’ gross wages to compare the tax classes.',
  'deCouple.table.caption': 'Tax classes compared: net pay {period} and the year’s settlement',
  'deCouple.table.combination': 'Tax classes',
  'deCouple.table.netA': 'Net A',
  'deCouple.table.netB': 'Net B',
  'deCouple.table.netCouple': 'Net together',
  'deCouple.table.withheld': 'Withheld in the year',
  'deCouple.table.assessed': 'Assessed tax',
  'deCouple.table.settlement': 'Settlement',
  'deCouple.period.month': 'per month',
  'deCouple.period.year': 'per year',
  'deCouple.combination.threeFive': 'III / V',
  'deCouple.combination.fiveThree': 'V / III',
  'deCouple.combination.fourFour': 'IV / IV',
  'deCouple.combination.fourFourFactor': 'IV / IV with factor {factor}',
  'deCouple.settlement.backPayment': 'back-payment',
  'deCouple.settlement.refund': 'refund',
  'deCouple.chart.title': 'Settlement after the tax return',
  'deCouple.summary':
    'Whatever the classes, the joint assessment sets the same tax for the year: {assessed}. III/V pays out the most each month ({bestNet} together) but withholds {withheld} over the year, so the tax return asks for {settlement} more. IV/IV with factor withholds close to the assessed tax.',
  'deCouple.summaryNoBackPayment':
    'Whatever the classes, the joint assessment sets the same tax for the year: {assessed}. The classes only change how much is withheld during the year; the tax return settles the difference.',
  'deCouple.how.title': 'How the comparison is worked out',
  'deCouple.how.withheld':
    'Each partner’s wage tax, solidarity surcharge and church tax are withheld by the {year} Programmablaufplan in the classes of each combination; the factor of § 39f EStG is the couple’s splitting tax divided by their class IV wage tax.',
  'deCouple.how.assessed':
    'The annual tax is the joint assessment: both wages less the employee allowance of {employeeLumpSum} each, less the social contributions deductible as Vorsorgeaufwendungen and the lump sum for special expenses, taxed by the splitting tariff. Settlement = assessed tax − tax withheld; negative is a refund.',
  'deCouple.how.simplified':
    'Simplified: no income but the two wages and no deductions beyond the lump sums and the contributions; church tax paid is not deducted; Kindergeld is taken to be better than the child allowances.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'deCouple.title': 'Steuerklassen für Ehepaare: III/V, IV/IV oder IV/IV mit Faktor',
  'deCouple.lead':
    'Vergleichen Sie das monatliche Netto beider Partner in jeder Steuerklassenkombination und was die Steuererklärung danach ausgleicht, nach dem Lohnsteuer-Programmablaufplan des BMF und dem Splittingtarif für {firstYear} bis {lastYear}.',
  'deCouple.form.label': 'Angaben zum Steuerklassenvergleich',
  'deCouple.form.grossA': 'Bruttolohn Partner A',
  'deCouple.form.grossB': 'Bruttolohn Partner B',
  'deCouple.form.grossPlaceholder': 'z. B. 4000',
  'deCouple.form.period': 'Löhne',
  'deCouple.form.churchA': 'Kirchensteuer Partner A',
  'deCouple.form.churchB': 'Kirchensteuer Partner B',
  'deCouple.form.healthAddOnA': 'Zusatzbeitrag A (%)',
  'deCouple.form.healthAddOnB': 'Zusatzbeitrag B (%)',
  'deCouple.form.healthAddOnHelp': 'Leer für den Durchschnitt {year} von {rate} %.',
  'deCouple.form.childAllowances': 'Kinderfreibeträge (gemeinsam)',
  'deCouple.form.childrenForCare': 'Kinder (Pflegeversicherung)',
  'deCouple.placeholder': 'Geben Sie die Bruttolöhne beider Partner ein, um die Steuerklassen zu vergleichen.',
  'deCouple.table.caption': 'Steuerklassen im Vergleich: Netto {period} und Ausgleich im Jahr',
  'deCouple.table.combination': 'Steuerklassen',
  'deCouple.table.netA': 'Netto A',
  'deCouple.table.netB': 'Netto B',
  'deCouple.table.netCouple': 'Netto zusammen',
  'deCouple.table.withheld': 'Im Jahr einbehalten',
  'deCouple.table.assessed': 'Festgesetzte Steuer',
  'deCouple.table.settlement': 'Ausgleich',
  'deCouple.period.month': 'im Monat',
  'deCouple.period.year': 'im Jahr',
  'deCouple.combination.threeFive': 'III / V',
  'deCouple.combination.fiveThree': 'V / III',
  'deCouple.combination.fourFour': 'IV / IV',
  'deCouple.combination.fourFourFactor': 'IV / IV mit Faktor {factor}',
  'deCouple.settlement.backPayment': 'Nachzahlung',
  'deCouple.settlement.refund': 'Erstattung',
  'deCouple.chart.title': 'Ausgleich nach der Steuererklärung',
  'deCouple.summary':
    'Gleich welche Klassen: Die Zusammenveranlagung setzt für das Jahr dieselbe Steuer fest, {assessed}. III/V zahlt jeden Monat am meisten aus ({bestNet} zusammen), behält im Jahr aber nur {withheld} ein, sodass die Steuererklärung {settlement} nachfordert. IV/IV mit Faktor behält fast genau die festgesetzte Steuer ein.',
  'deCouple.summaryNoBackPayment':
    'Gleich welche Klassen: Die Zusammenveranlagung setzt für das Jahr dieselbe Steuer fest, {assessed}. Die Klassen ändern nur, wie viel im Jahr einbehalten wird; die Steuererklärung gleicht den Unterschied aus.',
  'deCouple.how.title': 'So wird verglichen',
  'deCouple.how.withheld':
    'Lohnsteuer, Solidaritätszuschlag und Kirchensteuer jedes Partners werden nach dem Programmablaufplan {year} in den Klassen jeder Kombination einbehalten; der Faktor nach § 39f EStG ist die Splitting-Steuer des Paares geteilt durch seine Lohnsteuer in Klasse IV.',
  'deCouple.how.assessed':
    'Die Jahressteuer ist die Zusammenveranlagung: beide Löhne abzüglich des Arbeitnehmer-Pauschbetrags von je {employeeLumpSum}, der als Vorsorgeaufwendungen abziehbaren Sozialbeiträge und des Sonderausgaben-Pauschbetrags, nach dem Splittingtarif besteuert. Ausgleich = festgesetzte Steuer − einbehaltene Steuer; negativ ist eine Erstattung.',
  'deCouple.how.simplified':
    'Vereinfacht: keine Einkünfte außer den beiden Löhnen und keine Abzüge außer Pauschbeträgen und Sozialbeiträgen; die gezahlte Kirchensteuer wird nicht abgezogen; das Kindergeld gilt als günstiger als die Kinderfreibeträge.',
};

export const coupleMessages = { en, de } as const;
