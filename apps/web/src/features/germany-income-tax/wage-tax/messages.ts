/**
 * Messages of the wage-tax mode of the German income tax page (gross to net), in English and German. Registered by
 * use-wage-tax-t.ts when the page's chunk loads, so the first load of other pages does not carry them.
 */
export const en = {
  'deWageTax.mode.label': 'What to calculate',
  'deWageTax.mode.wage': 'Gross to net (wage tax)',
  'deWageTax.mode.zve': 'Income tax (taxable income)',
  'deWageTax.mode.couple': 'Compare tax classes for a couple',
  'deWageTax.title': 'German Wage Tax: Gross to Net',
  'deWageTax.lead':
    'Work out the Lohnsteuer, solidarity surcharge, church tax and social insurance on a wage, and the net pay, by the BMF’s official procedure for {firstYear} to {lastYear}.',
  'deWageTax.form.label': 'Wage tax inputs',
  'deWageTax.form.gross': 'Gross wage',
  'deWageTax.form.grossPlaceholder': 'e.g. 4000',
  'deWageTax.form.period': 'Period',
  'deWageTax.period.month': 'per month',
  'deWageTax.period.year': 'per year',
  'deWageTax.form.taxClass': 'Tax class',
  'deWageTax.form.factor': 'Factor (class IV)',
  'deWageTax.form.factorHelp': 'Only with class IV with factor, as on the wage-tax card (e.g. 0.912); blank without one.',
  'deWageTax.form.childAllowances': 'Child allowances (Kinderfreibeträge)',
  'deWageTax.form.church': 'Church tax',
  'deWageTax.church.no': 'Not a church member',
  'deWageTax.church.yes': 'Church member ({rate} % in {state})',
  'deWageTax.form.state': 'Federal state',
  'deWageTax.form.healthAddOn': 'Health add-on rate (%)',
  'deWageTax.form.healthAddOnHelp': 'Your health fund’s Zusatzbeitrag; blank for the {year} average of {rate} %.',
  'deWageTax.form.privateHealth': 'Health insurance',
  'deWageTax.privateHealth.no': 'Statutory',
  'deWageTax.privateHealth.yes': 'Private',
  'deWageTax.form.premium': 'Private premium per month',
  'deWageTax.form.subsidy': 'Employer subsidy per month',
  'deWageTax.form.pensionInsured': 'Pension insurance',
  'deWageTax.pension.yes': 'Insured',
  'deWageTax.pension.no': 'Exempt (e.g. civil servant)',
  'deWageTax.form.childrenForCare': 'Children (care insurance)',
  'deWageTax.form.childrenForCareHelp': 'Without children a care surcharge of {surcharge} % applies from age 23.',
  'deWageTax.placeholder': 'Enter a gross wage to see the wage tax, social insurance and net pay.',
  'deWageTax.how.title': 'How the wage tax is worked out',
  'deWageTax.how.pap':
    'Employers withhold the Lohnsteuer by the Programmablaufplan the Federal Ministry of Finance publishes each year; this page runs the {year} procedure. It turns the wage into a yearly taxable amount by the tax class, deducts the Vorsorgepauschale for social insurance, applies the income tax tariff and returns the tax for the pay period.',
  'deWageTax.how.social':
    'Social insurance in {year}: pension {pensionRate} % and unemployment {unemploymentRate} % up to {pensionCeiling} a month, health {healthRate} % plus the fund’s add-on (average {addOnRate} %) and care {careRate} % up to {healthCeiling} a month, each shared by employee and employer; childless employees from 23 pay {surcharge} % more for care. Up to {minijobLimit} a month a Minijob has no employee deductions except pension.',
  'deWageTax.how.classes':
    'Class III and V divide a couple’s allowances unevenly, IV with factor spreads them by the partners’ wages; the annual assessment settles the difference.',
} as const;

export const de: Record<keyof typeof en, string> = {
  'deWageTax.mode.label': 'Was berechnen',
  'deWageTax.mode.wage': 'Brutto-Netto (Lohnsteuer)',
  'deWageTax.mode.zve': 'Einkommensteuer (zvE)',
  'deWageTax.mode.couple': 'Steuerklassen für Ehepaare vergleichen',
  'deWageTax.title': 'Lohnsteuer-Rechner: Brutto-Netto',
  'deWageTax.lead':
    'Berechnen Sie Lohnsteuer, Solidaritätszuschlag, Kirchensteuer und Sozialabgaben auf einen Lohn und das Netto nach dem amtlichen Programmablaufplan des BMF für {firstYear} bis {lastYear}.',
  'deWageTax.form.label': 'Angaben zur Lohnsteuer',
  'deWageTax.form.gross': 'Bruttolohn',
  'deWageTax.form.grossPlaceholder': 'z. B. 4000',
  'deWageTax.form.period': 'Zeitraum',
  'deWageTax.period.month': 'im Monat',
  'deWageTax.period.year': 'im Jahr',
  'deWageTax.form.taxClass': 'Steuerklasse',
  'deWageTax.form.factor': 'Faktor (Klasse IV)',
  'deWageTax.form.factorHelp': 'Nur bei Steuerklasse IV mit Faktor, wie in den ELStAM (z. B. 0,912); sonst leer lassen.',
  'deWageTax.form.childAllowances': 'Kinderfreibeträge',
  'deWageTax.form.church': 'Kirchensteuer',
  'deWageTax.church.no': 'Kein Kirchenmitglied',
  'deWageTax.church.yes': 'Kirchenmitglied ({rate} % in {state})',
  'deWageTax.form.state': 'Bundesland',
  'deWageTax.form.healthAddOn': 'Zusatzbeitrag Krankenkasse (%)',
  'deWageTax.form.healthAddOnHelp': 'Der Zusatzbeitrag Ihrer Krankenkasse; leer für den Durchschnitt {year} von {rate} %.',
  'deWageTax.form.privateHealth': 'Krankenversicherung',
  'deWageTax.privateHealth.no': 'Gesetzlich',
  'deWageTax.privateHealth.yes': 'Privat',
  'deWageTax.form.premium': 'Privater Beitrag im Monat',
  'deWageTax.form.subsidy': 'Arbeitgeberzuschuss im Monat',
  'deWageTax.form.pensionInsured': 'Rentenversicherung',
  'deWageTax.pension.yes': 'Pflichtversichert',
  'deWageTax.pension.no': 'Befreit (z. B. Beamte)',
  'deWageTax.form.childrenForCare': 'Kinder (Pflegeversicherung)',
  'deWageTax.form.childrenForCareHelp': 'Ohne Kinder gilt ab 23 Jahren ein Pflege-Zuschlag von {surcharge} %.',
  'deWageTax.placeholder': 'Geben Sie einen Bruttolohn ein, um Lohnsteuer, Sozialabgaben und Netto zu sehen.',
  'deWageTax.how.title': 'So wird die Lohnsteuer berechnet',
  'deWageTax.how.pap':
    'Arbeitgeber behalten die Lohnsteuer nach dem Programmablaufplan ein, den das Bundesministerium der Finanzen jedes Jahr veröffentlicht; diese Seite rechnet mit dem Ablauf für {year}. Er rechnet den Lohn nach der Steuerklasse auf ein Jahr hoch, zieht die Vorsorgepauschale für die Sozialversicherung ab, wendet den Einkommensteuertarif an und gibt die Steuer für den Lohnzahlungszeitraum aus.',
  'deWageTax.how.social':
    'Sozialversicherung {year}: Rente {pensionRate} % und Arbeitslosenversicherung {unemploymentRate} % bis {pensionCeiling} im Monat, Krankenversicherung {healthRate} % plus Zusatzbeitrag der Kasse (Durchschnitt {addOnRate} %) und Pflege {careRate} % bis {healthCeiling} im Monat, jeweils von Arbeitnehmer und Arbeitgeber geteilt; Kinderlose ab 23 zahlen {surcharge} % mehr Pflegebeitrag. Bis {minijobLimit} im Monat zieht ein Minijob außer der Rente nichts vom Lohn ab.',
  'deWageTax.how.classes':
    'Die Klassen III und V verteilen die Freibeträge eines Paares ungleich, IV mit Faktor nach dem Verhältnis der Löhne; die Veranlagung gleicht den Unterschied aus.',
};

export const wageTaxMessages = { en, de } as const;
