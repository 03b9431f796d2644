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
    'After debts and exemptions such as the family home or household goods, before the personal allowance.',
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
  'deInheritanceTax.how.scope':
    'Enter the value after exemptions: the family home passed to a spouse or child, household goods, business relief and the pension allowance of § 17 ErbStG are not computed here.',
};

export type DeInheritanceTaxMessageId = keyof typeof en;

export const de: Record<DeInheritanceTaxMessageId, string> = {
  'deInheritanceTax.title': 'Erbschaft- und Schenkungsteuerrechner',
  'deInheritanceTax.lead':
    'Erbschaft- oder Schenkungsteuer auf einen Erwerb: Steuerklasse und persönlicher Freibetrag nach dem Verwandtschaftsverhältnis, der Steuersatz mit Härteausgleich und frühere Schenkungen derselben Person innerhalb von zehn Jahren, für {firstYear} bis {lastYear}.',
  'deInheritanceTax.form.label': 'Erbschaftsteuerrechner',
  'deInheritanceTax.form.acquisition': 'Wert des Erwerbs',
  'deInheritanceTax.form.acquisitionHelp':
    'Nach Abzug der Schulden und Befreiungen wie Familienheim oder Hausrat, vor dem persönlichen Freibetrag.',
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
    'Geben Sie den Wert nach Befreiungen ein: Das an Ehegatten oder Kinder vererbte Familienheim, Hausrat, Betriebsvermögensverschonung und der Versorgungsfreibetrag nach § 17 ErbStG werden hier nicht berechnet.',
};

export const deInheritanceTaxMessages = { en, de };
