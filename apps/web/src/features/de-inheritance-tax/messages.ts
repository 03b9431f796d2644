/**
 * Messages of the German inheritance and gift tax page, English and German, registered by the page's chunk
 * (featureMessages). Allowances, rates and years arrive as arguments from the engine's parameters.
 */
export const en = {
  'deInheritanceTax.title': 'German Inheritance and Gift Tax Calculator (Erbschaftsteuer)',
  'deInheritanceTax.lead':
    'Inheritance or gift tax on an acquisition: the tax class and personal allowance of your relationship, the rate with hardship relief, and earlier gifts from the same person within ten years, for {firstYear} to {lastYear}.',
  'deInheritanceTax.form.label': 'German inheritance tax calculator',
  'deInheritanceTax.form.acquisition': 'Value received',
  'deInheritanceTax.form.acquisitionHelp':
    'After debts and exemptions such as household goods, before the personal allowance; a family home goes in the section below.',
  'deInheritanceTax.form.relationship': 'Relationship to the deceased or donor',
  'deInheritanceTax.form.relationshipHelp': 'Tax class {taxClass}.',
  'deInheritanceTax.relationship.spouse': 'Spouse or registered partner',
  'deInheritanceTax.relationship.child': 'Child or stepchild',
  'deInheritanceTax.relationship.grandchild': 'Grandchild',
  'deInheritanceTax.relationship.grandchild-parent-deceased': 'Grandchild whose parent has died',
  'deInheritanceTax.relationship.parent': 'Parent or grandparent',
  'deInheritanceTax.relationship.sibling': 'Brother or sister',
  'deInheritanceTax.relationship.niece-nephew': 'Niece or nephew',
  'deInheritanceTax.relationship.other': 'Anyone else',
  'deInheritanceTax.form.transfer': 'Acquired by',
  'deInheritanceTax.transfer.inheritance': 'Inheritance',
  'deInheritanceTax.transfer.gift': 'Gift',
  'deInheritanceTax.form.priorGifts': 'Earlier gifts from the same person (last 10 years)',
  'deInheritanceTax.form.priorGiftsHelp': 'They are added to this acquisition; the tax they would bear is deducted (§ 14 ErbStG).',
  'deInheritanceTax.placeholder': 'Enter the value received to see the tax.',
  'deInheritanceTax.how.title': 'How inheritance and gift tax works',
  'deInheritanceTax.how.classes':
    'The relationship sets the tax class (§ 15 ErbStG) and the personal allowance (§ 16 ErbStG, {year}): {spouse} for a spouse, {child} for a child, {grandchild} for a grandchild, {otherClassI} for parents and grandparents inheriting, and {classIIAndIII} for everyone else.',
  'deInheritanceTax.how.rates':
    'What remains, rounded down to full hundreds of euros, is taxed at one rate for the whole amount (§ 19 ErbStG): {lowI} % to {highI} % in class I, {lowII} % to {highII} % in class II and {lowIII} % to {highIII} % in class III.',
  'deInheritanceTax.how.hardship':
    'Just above a bracket limit the higher rate would take more than the excess: hardship relief caps the extra tax at {lowerShare} % of the excess (rates up to {rateLimit} %) or {upperShare} % (higher rates).',
  'deInheritanceTax.how.priorGifts':
    'Gifts from the same person within ten years are added together, so the allowance is used once every ten years; the tax on the earlier gifts is deducted.',
  'deInheritanceTax.how.scope': 'Enter the value after other exemptions: household goods and business relief are not computed here.',
  'deInheritanceTax.how.familyHome':
    'The family home is tax-free when given to a spouse during life, and on death when the spouse, or a child up to {limit} m² of living area, moves in without delay and lives there for ten years (§ 13 Abs. 1 Nr. 4a–4c ErbStG); above {limit} m² a child’s share is proportional.',
  'deInheritanceTax.how.pension':
    'On death, a surviving spouse also has a special pension allowance of {spouse}, and children by age {children} up to their {lastBirthday}th birthday (§ 17 ErbStG), less the capital value of survivor’s pensions not subject to the tax.',
  'deInheritanceTax.more.summary': 'Family home and pension allowance',
  'deInheritanceTax.more.intro':
    'Enter the family home apart from the rest of the acquisition: the exemption is worked out for the relationship. Claim the pension allowance for an inheritance by a spouse or child.',
  'deInheritanceTax.more.familyHomeValue': 'Value of the family home',
  'deInheritanceTax.more.familyHomeValueHelp': 'Included in the acquisition; the amount above is then the rest.',
  'deInheritanceTax.more.familyHomeLivingArea': 'Living area',
  'deInheritanceTax.more.familyHomeLivingAreaHelp': 'In m²: a child’s exemption covers up to {limit} m².',
  'deInheritanceTax.more.pensionAllowance': 'Claim the special pension allowance (§ 17 ErbStG)',
  'deInheritanceTax.more.pensionAllowanceHelp':
    'On death only: {spouse} for a spouse; for a child from {high} (up to {youngAge} years) down to {low} (up to the {lastBirthday}th birthday).',
  'deInheritanceTax.more.childAge': 'Child’s age at the death',
  'deInheritanceTax.more.childAgeHelp': 'In completed years; needed for a child’s pension allowance.',
  'deInheritanceTax.more.survivorPensionValue': 'Capital value of survivor’s pensions',
  'deInheritanceTax.more.survivorPensionValueHelp':
    'Pensions not subject to inheritance tax (e.g. statutory widow’s pension) reduce the allowance.',
};

export type DeInheritanceTaxMessageId = keyof typeof en;

export const de: Record<DeInheritanceTaxMessageId, string> = {
  'deInheritanceTax.title': 'Erbschaft- und Schenkungsteuerrechner',
  'deInheritanceTax.lead':
    'Erbschaft- oder Schenkungsteuer auf einen Erwerb: Steuerklasse und persönlicher Freibetrag nach dem Verwandtschaftsverhältnis, der Steuersatz mit Härteausgleich und frühere Schenkungen derselben Person innerhalb von zehn Jahren, für {firstYear} bis {lastYear}.',
  'deInheritanceTax.form.label': 'Erbschaftsteuerrechner',
  'deInheritanceTax.form.acquisition': 'Wert des Erwerbs',
  'deInheritanceTax.form.acquisitionHelp':
    'Nach Abzug der Schulden und Befreiungen wie Hausrat, vor dem persönlichen Freibetrag; ein Familienheim im Abschnitt darunter.',
  'deInheritanceTax.form.relationship': 'Verhältnis zum Erblasser oder Schenker',
  'deInheritanceTax.form.relationshipHelp': 'Steuerklasse {taxClass}.',
  'deInheritanceTax.relationship.spouse': 'Ehegatte oder eingetragener Lebenspartner',
  'deInheritanceTax.relationship.child': 'Kind oder Stiefkind',
  'deInheritanceTax.relationship.grandchild': 'Enkelkind',
  'deInheritanceTax.relationship.grandchild-parent-deceased': 'Enkelkind, dessen Elternteil verstorben ist',
  'deInheritanceTax.relationship.parent': 'Eltern oder Großeltern',
  'deInheritanceTax.relationship.sibling': 'Bruder oder Schwester',
  'deInheritanceTax.relationship.niece-nephew': 'Nichte oder Neffe',
  'deInheritanceTax.relationship.other': 'Alle anderen',
  'deInheritanceTax.form.transfer': 'Erwerb durch',
  'deInheritanceTax.transfer.inheritance': 'Erbschaft',
  'deInheritanceTax.transfer.gift': 'Schenkung',
  'deInheritanceTax.form.priorGifts': 'Frühere Schenkungen derselben Person (letzte 10 Jahre)',
  'deInheritanceTax.form.priorGiftsHelp':
    'Sie werden diesem Erwerb hinzugerechnet; die auf sie entfallende Steuer wird abgezogen (§ 14 ErbStG).',
  'deInheritanceTax.placeholder': 'Geben Sie den Wert des Erwerbs ein, um die Steuer zu sehen.',
  'deInheritanceTax.how.title': 'So funktioniert die Erbschaft- und Schenkungsteuer',
  'deInheritanceTax.how.classes':
    'Das Verwandtschaftsverhältnis bestimmt die Steuerklasse (§ 15 ErbStG) und den persönlichen Freibetrag (§ 16 ErbStG, {year}): {spouse} für Ehegatten, {child} für Kinder, {grandchild} für Enkel, {otherClassI} für erbende Eltern und Großeltern und {classIIAndIII} für alle anderen.',
  'deInheritanceTax.how.rates':
    'Der Rest, auf volle hundert Euro abgerundet, wird mit einem Satz für den ganzen Betrag besteuert (§ 19 ErbStG): {lowI} % bis {highI} % in Steuerklasse I, {lowII} % bis {highII} % in Steuerklasse II und {lowIII} % bis {highIII} % in Steuerklasse III.',
  'deInheritanceTax.how.hardship':
    'Knapp über einer Wertgrenze nähme der höhere Satz mehr als den Mehrbetrag: Der Härteausgleich begrenzt die zusätzliche Steuer auf {lowerShare} % des Mehrbetrags (Sätze bis {rateLimit} %) oder {upperShare} % (höhere Sätze).',
  'deInheritanceTax.how.priorGifts':
    'Schenkungen derselben Person innerhalb von zehn Jahren werden zusammengerechnet, der Freibetrag gilt also einmal in zehn Jahren; die Steuer auf die früheren Schenkungen wird abgezogen.',
  'deInheritanceTax.how.scope':
    'Geben Sie den Wert nach sonstigen Befreiungen ein: Hausrat und Betriebsvermögensverschonung werden hier nicht berechnet.',
  'deInheritanceTax.how.familyHome':
    'Das Familienheim ist steuerfrei, wenn es zu Lebzeiten dem Ehegatten geschenkt wird, und im Erbfall, wenn der Ehegatte oder ein Kind (bis {limit} m² Wohnfläche) es unverzüglich selbst bezieht und zehn Jahre lang bewohnt (§ 13 Abs. 1 Nr. 4a–4c ErbStG); über {limit} m² ist beim Kind nur der anteilige Wert steuerfrei.',
  'deInheritanceTax.how.pension':
    'Im Erbfall erhält der überlebende Ehegatte zusätzlich einen Versorgungsfreibetrag von {spouse}, Kinder nach Alter {children} bis zum {lastBirthday}. Geburtstag (§ 17 ErbStG), gekürzt um den Kapitalwert nicht erbschaftsteuerpflichtiger Versorgungsbezüge.',
  'deInheritanceTax.more.summary': 'Familienheim und Versorgungsfreibetrag',
  'deInheritanceTax.more.intro':
    'Geben Sie das Familienheim getrennt vom übrigen Erwerb ein: Die Befreiung wird nach dem Verwandtschaftsverhältnis berechnet. Den Versorgungsfreibetrag beantragen Ehegatten und Kinder im Erbfall.',
  'deInheritanceTax.more.familyHomeValue': 'Wert des Familienheims',
  'deInheritanceTax.more.familyHomeValueHelp': 'Gehört zum Erwerb; der Betrag oben ist dann der übrige Erwerb.',
  'deInheritanceTax.more.familyHomeLivingArea': 'Wohnfläche',
  'deInheritanceTax.more.familyHomeLivingAreaHelp': 'In m²: Bei Kindern ist das Heim bis {limit} m² befreit.',
  'deInheritanceTax.more.pensionAllowance': 'Versorgungsfreibetrag beantragen (§ 17 ErbStG)',
  'deInheritanceTax.more.pensionAllowanceHelp':
    'Nur im Erbfall: {spouse} für Ehegatten; für Kinder von {high} (bis {youngAge} Jahre) bis {low} (bis zum {lastBirthday}. Geburtstag).',
  'deInheritanceTax.more.childAge': 'Alter des Kindes beim Erbfall',
  'deInheritanceTax.more.childAgeHelp': 'In vollendeten Jahren; nötig für den Versorgungsfreibetrag eines Kindes.',
  'deInheritanceTax.more.survivorPensionValue': 'Kapitalwert der Hinterbliebenenbezüge',
  'deInheritanceTax.more.survivorPensionValueHelp':
    'Nicht erbschaftsteuerpflichtige Bezüge (z. B. gesetzliche Witwenrente) kürzen den Freibetrag.',
};

export const deInheritanceTaxMessages = { en, de };
