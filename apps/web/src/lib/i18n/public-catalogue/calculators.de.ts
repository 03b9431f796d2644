import type { calculatorsEn } from './calculators';

export const calculatorsDe: Record<keyof typeof calculatorsEn, string> = {
  'calc.calculate': 'Berechnen',
  'calc.calculating': 'Wird berechnet...',
  'calc.errorTitle': 'Die Berechnung ist fehlgeschlagen',
  'calc.formHeading': 'Ihre Angaben',
  'calc.taxYear': 'Steuerjahr',
  'calc.yearNotice': 'Die Zahlen für {inForce} sind noch nicht veröffentlicht; angezeigt wird {showing}',
  'calc.filingStatus': 'Veranlagungsstatus',
  'calc.disclaimer':
    'Die Ergebnisse dienen nur zur Information und sind keine Steuer-, Rechts- oder Finanzberatung. Für Ihre persönliche Situation wenden Sie sich bitte an eine qualifizierte Fachperson.',
  'stampDuty.title': 'Rechner für die britische Grunderwerbsteuer (Stamp Duty)',
  'stampDuty.lead':
    'Berechnen Sie die Stamp Duty Land Tax in England und Nordirland, die Land and Buildings Transaction Tax in Schottland und die Land Transaction Tax in Wales für einen Wohnimmobilienkauf.',
  'stampDuty.form.label': 'Rechner für die britische Stamp Duty',
  'stampDuty.form.price': 'Kaufpreis',
  'stampDuty.form.pricePlaceholder': 'z. B. 300000',
  'stampDuty.form.region': 'Lage der Immobilie',
  'stampDuty.form.buyerType': 'Käuferart',
  'stampDuty.form.completionDate': 'Abschlussdatum',
  'stampDuty.form.completionDateHelp':
    'Das Abschlussdatum bestimmt die an diesem Tag geltenden Sätze und das Steuerjahr ({year}). Voreingestellt ist heute.',
  'stampDuty.form.nonResidentHeading': 'Ansässigkeit',
  'stampDuty.form.nonResident': 'Käufer nicht im Vereinigten Königreich ansässig',
  'stampDuty.form.nonResidentHelp': 'Fügt in England und Nordirland den Zuschlag von {nonResidentRate} % hinzu; für diese Lage gilt {tax}.',
  'stampDuty.region.england': 'England',
  'stampDuty.region.northern-ireland': 'Nordirland',
  'stampDuty.region.scotland': 'Schottland (LBTT)',
  'stampDuty.region.wales': 'Wales (LTT)',
  'stampDuty.buyer.standard': 'Standard (Umzug)',
  'stampDuty.buyer.first-time-buyer': 'Erstkäufer',
  'stampDuty.buyer.additional-property': 'Weitere Immobilie (Zweitwohnung, Vermietung)',
  'stampDuty.placeholder': 'Geben Sie den Kaufpreis ein und klicken Sie auf Berechnen, um die fällige Steuer je Stufe zu sehen.',
  'stampDuty.facts.tax': 'Steuer',
  'stampDuty.facts.taxYear': 'Steuerjahr {year}',
  'stampDuty.facts.ratesPeriod': 'Angewandte Sätze',
  'stampDuty.facts.relief': 'Ermäßigung für Erstkäufer',
  'stampDuty.facts.reliefApplied': 'Angewandt: Sie sparen {saving}',
  'stampDuty.facts.noRelief': 'Nicht beansprucht',
  'stampDuty.facts.surcharges': 'Zuschläge',
  'stampDuty.facts.noSurcharges': 'Keine',
  'stampDuty.facts.surchargeAmount': 'Mehrsteuer durch Zuschläge: {amount}',
  'stampDuty.how.title': 'So funktioniert die Stamp Duty',
  'stampDuty.how.sdlt':
    'Die Stamp Duty Land Tax wird stufenweise erhoben, wie die Einkommensteuer: Jeder Satz gilt nur für den Teil des Preises in seiner Stufe. Am oben gewählten Abschlussdatum gelten in England und Nordirland für Wohnimmobilien {bands}.',
  'stampDuty.how.bandUpTo': '{rate} % bis {limit}',
  'stampDuty.how.bandTo': '{rate} % bis {limit}',
  'stampDuty.how.bandAbove': '{rate} % darüber',
  'stampDuty.how.ftb':
    'Erstkäufer zahlen nichts auf die ersten {nilRateLimit} und {rate} % auf den Teil bis {priceCap}; über {priceCap} entfällt die Ermäßigung und die Standardsätze gelten für den ganzen Preis.',
  'stampDuty.how.surcharges':
    'Beim Kauf einer weiteren Wohnimmobilie kommen die höheren Sätze hinzu (an diesem Datum {points} Prozentpunkte auf jede Stufe in England und Nordirland); nicht im Vereinigten Königreich ansässige Käufer zahlen weitere {nonResidentRate} %.',
  'stampDuty.how.devolved':
    'Schottland erhebt die Land and Buildings Transaction Tax mit eigenen Stufen und einem Additional Dwelling Supplement auf den gesamten Preis; Wales erhebt die Land Transaction Tax mit einer eigenen Tabelle für weitere Immobilien und ohne Ermäßigung für Erstkäufer.',
  'stampDuty.how.date':
    'Die Sätze hängen vom Abschluss des Kaufs ab, nicht vom Steuerjahr der Erklärung: Das Abschlussdatum bestimmt die Tabelle (so endete die befristete Nullstufe von £250,000 in England am 31. März 2025). Die SDLT wird auf volle Pfund abgerundet.',
  'usFederal.title': 'Rechner für die US-Bundeseinkommensteuer',
  'usFederal.lead':
    'Schätzen Sie die US-Bundeseinkommensteuer für jedes Steuerjahr von {firstYear} bis {lastYear}: Standard- oder Einzelabzug, dann die Steuerstufen Ihres Veranlagungsstatus.',
  'usFederal.form.label': 'Rechner für die US-Bundeseinkommensteuer',
  'usFederal.form.income': 'Bruttoeinkommen',
  'stateTax.form.incomePlaceholder': 'z. B. 60,000',
  'usFederal.form.incomePlaceholder': 'z. B. 80000',
  'usFederal.form.incomeHelp': 'Jahreseinkommen, als bereinigtes Bruttoeinkommen (AGI) behandelt.',
  'usFederal.form.itemized': 'Einzeln aufgeführte Abzüge (optional)',
  'usFederal.form.itemizedPlaceholder': 'Leer lassen für den Standardabzug',
  'usFederal.form.itemizedHelp': 'Der größere Betrag aus diesen Abzügen und dem Standardabzug wird angesetzt.',
  'usFederal.form.age65': 'Personen ab 65 Jahren',
  'usFederal.form.blind': 'Blinde Personen',
  'usFederal.form.peopleHelp': 'Auf dieser Erklärung: 0 bis {max}.',
  'usFederal.form.method': 'Methode',
  'usFederal.form.methodHelp': 'Die IRS-Steuertabelle rechnet in Zeilen zu {rowWidth} für zu versteuerndes Einkommen unter {tableUpTo}.',
  'usFederal.method.exact': 'Exakt (Steuertarif)',
  'usFederal.method.tax-table': 'IRS-Steuertabelle',
  'usFederal.validation.onePerson': '{field} darf bei diesem Veranlagungsstatus höchstens 1 sein (eine Person auf der Erklärung)',
  'usFederal.placeholder': 'Geben Sie Ihr Einkommen ein und klicken Sie auf Berechnen, um Ihre Bundessteuer je Stufe zu sehen.',
  'usFederal.how.title': 'So funktioniert die US-Bundeseinkommensteuer',
  'usFederal.how.brackets':
    'Die Bundeseinkommensteuer ist progressiv: Das zu versteuernde Einkommen wird auf {bracketCount} Stufen mit Sätzen von {lowestRate} % bis {highestRate} % verteilt, und jeder Satz gilt nur für das Einkommen in seiner Stufe. Die Grenzen hängen vom Veranlagungsstatus ab und werden jährlich an die Inflation angepasst.',
  'usFederal.how.deduction':
    'Vor den Stufen wird ein Abzug abgezogen: der Standardabzug ({year}: {single} für Alleinstehende, {joint} bei gemeinsamer Erklärung, {headOfHousehold} für Haushaltsvorstände, zuzüglich eines Zusatzbetrags je Person ab 65 oder blind) oder Ihre einzeln aufgeführten Abzüge, je nachdem, was größer ist.',
  'usFederal.how.table':
    'Wer mit Formular 1040 weniger als {tableUpTo} zu versteuerndes Einkommen erklärt, liest die Steuer aus der IRS-Steuertabelle ab, die die Mitte einer Zeile zu {rowWidth} besteuert; das Ergebnis kann um wenige Dollar von der exakten Rechnung abweichen.',
  'usFederal.how.scope':
    'Dieser Rechner erfasst Lohneinkommen (der Lohn gilt als Erwerbseinkommen und bereinigtes Bruttoeinkommen) sowie die Gutschriften für Kinder und den Earned Income Credit; nicht enthalten sind Steuern der Bundesstaaten und Gemeinden, Social Security und Medicare sowie andere Gutschriften.',
  'usFederal.how.credits':
    'Gutschriften mindern die Steuer nach dem Tarif: der Child Tax Credit von {childTaxCredit} je qualifizierendem Kind unter 17 Jahren und {otherDependentCredit} je anderer unterhaltsberechtigter Person, gekürzt um {phaseOutPerStep} je angefangene {phaseOutStep} Einkommen über {single} ({joint} bei Zusammenveranlagung). Was die Steuer nicht aufnimmt, wird bis zu {refundablePerChild} je Kind erstattet ({refundableRate} % des Erwerbseinkommens über {earnedIncomeThreshold}). Der Earned Income Credit, bis zu {eicMaximum} mit drei oder mehr Kindern, wird aus der EIC-Tabelle des IRS abgelesen; er entfällt bei Kapitalerträgen über {investmentIncomeLimit} und bei getrennter Veranlagung von Ehegatten. Ohne qualifizierende Kinder wird angenommen, dass Sie 25 bis 64 Jahre alt sind und niemand Sie als unterhaltsberechtigt angeben kann.',
  'usFederal.credits.children': 'Kinder unter 17 Jahren',
  'usFederal.credits.childrenHelp': 'Qualifizierende Kinder mit Sozialversicherungsnummer: je {amount} Child Tax Credit.',
  'usFederal.credits.dependents': 'Andere Unterhaltsberechtigte',
  'usFederal.credits.dependentsHelp': 'Je {amount} Credit for Other Dependents (ältere Kinder, Angehörige).',
  'usFederal.credits.eitcChildren': 'Kinder für den Earned Income Credit',
  'usFederal.credits.eitcSame': 'Wie Kinder unter 17 Jahren (ohne Kinder keine Gutschrift)',
  'usFederal.credits.threeOrMore': '3 oder mehr',
  'usFederal.credits.eitcHelp': 'Für diese Gutschrift können Kinder älter sein (unter 19, als Studierende unter 24 Jahren).',
  'usFederal.credits.none': 'Keine',
  'usFederal.credits.eitcNone': 'Keine: Gutschrift ohne Kinder beanspruchen (25 bis 64 Jahre alt)',
  'stateTax.title': 'Rechner für die Einkommensteuer der US-Bundesstaaten',
  'stateTax.lead':
    'Sehen Sie, welche Einkommensteuer Ihr Bundesstaat auf Löhne erhebt – für alle 50 Bundesstaaten und den District of Columbia. Die Ergebnisse aktualisieren sich beim Tippen.',
  'stateTax.form.label': 'Rechner für die Einkommensteuer der US-Bundesstaaten',
  'stateTax.form.state': 'Bundesstaat',
  'stateTax.form.income': 'Jahreseinkommen',
  'stateTax.form.incomeHelp': 'Jährlicher Lohn in US-Dollar.',
  'stateTax.form.reset': 'Zurücksetzen',
  'stateTax.form.auto': 'Die Steuer wird automatisch berechnet, sobald Sie Ihre Angaben ändern.',
  'stateTax.summary.title': 'Einkommensübersicht',
  'stateTax.summary.state': 'Bundesstaat',
  'stateTax.summary.taxYear': 'Steuerjahr',
  'stateTax.summary.income': 'Einkommen',
  'stateTax.error.failed': 'Berechnung fehlgeschlagen.',
  'stateTax.placeholder': 'Wählen Sie Ihren Bundesstaat und geben Sie Ihr Jahreseinkommen ein, um Ihre Einkommensteuer zu sehen.',
  'stateTax.localTaxes': 'Lokale Einkommensteuern (Städte und Counties) sind nicht enthalten.',
  'stateTax.incomeBase': 'Was {state} besteuert',
  'stateTax.saveLabel': 'Staatssteuer',
  'stateTax.how.title': 'So funktioniert die Einkommensteuer der US-Bundesstaaten',
  'stateTax.how.base':
    'Die meisten Bundesstaaten gehen vom bundesrechtlichen bereinigten Bruttoeinkommen aus und ziehen einen eigenen Standardabzug oder persönliche Freibeträge ab; einige beginnen beim bundesrechtlich zu versteuernden Einkommen, und Pennsylvania besteuert den Bruttolohn ganz ohne Abzug. Die oben genannte Bemessungsgrundlage beschreibt Ihren Bundesstaat.',
  'stateTax.how.brackets':
    'Danach wendet der Bundesstaat seine eigenen Sätze an: progressive Stufen wie beim Bund, einen einheitlichen Satz oder gar keinen. Manche Staaten ziehen anschließend eine Steuergutschrift für persönliche Freibeträge ab. Der Reiter Aufschlüsselung zeigt jede Stufe mit dem darin besteuerten Einkommen.',
  'stateTax.how.local':
    'Das Ergebnis gilt für ansässige Arbeitnehmer ohne weitere Einkünfte. Einkommensteuern von Städten, Counties und Schulbezirken (etwa in New York City, vielen Gemeinden in Ohio und Pennsylvania oder den Counties in Maryland) kommen hinzu und sind nicht enthalten.',
  'stateTax.how.disclaimer':
    'Diese Schätzung dient nur zur Information und ist keine Steuerberatung. Die Regeln der Bundesstaaten ändern sich häufig, und Ihre Erklärung kann Einkünfte, Gutschriften oder Anpassungen enthalten, die hier nicht abgebildet sind: Wenden Sie sich vor Entscheidungen an eine qualifizierte Steuerfachperson.',
  'stateTax.guide.title': 'Leitfaden zur Einkommensteuer der US-Bundesstaaten',
  'stateTax.guide.toc': 'Inhalt',
  'stateTax.guide.what.title': 'Was ist die Einkommensteuer der Bundesstaaten?',
  'stateTax.guide.what.p1':
    'Neben der Bundeseinkommensteuer erheben die meisten US-Bundesstaaten eine eigene Einkommensteuer. Sie ist eine eigenständige Steuer mit eigener Erklärung, eigenen Sätzen, Abzügen und Gutschriften, die von der Steuerbehörde des Staates erhoben wird; Arbeitgeber behalten sie meist zusammen mit der Bundessteuer vom Lohn ein.',
  'stateTax.guide.what.p2':
    'Grundsätzlich schulden Sie dem Staat, in dem Sie wohnen, Steuern auf Ihr gesamtes Einkommen und jedem anderen Staat Steuern auf das dort erzielte Einkommen; Ihr Wohnsitzstaat rechnet die im anderen Staat gezahlte Steuer meist an, damit dasselbe Einkommen nicht doppelt besteuert wird.',
  'stateTax.guide.rates.title': 'Aktuelle Steuersätze der Bundesstaaten',
  'stateTax.guide.rates.p1':
    'Die Sätze unterscheiden sich stark. Die Tabelle zeigt einige Beispiele; der Rechner oben enthält die vollständigen Stufen jedes Bundesstaats für jedes angebotene Steuerjahr.',
  'stateTax.guide.rates.caption': 'Referenzsätze auf Löhne',
  'stateTax.guide.rates.state': 'Bundesstaat',
  'stateTax.guide.rates.rate': 'Satz',
  'stateTax.guide.rates.note': 'Aufbau',
  'stateTax.guide.rates.ca': 'Neun progressive Stufen bis 12,3 %, plus 1 % Mental Health Services Tax auf Einkommen über 1 Mio. $',
  'stateTax.guide.rates.ny': 'Neun progressive Stufen; in New York City kommt die städtische Einkommensteuer hinzu',
  'stateTax.guide.rates.none': 'Keine persönliche Einkommensteuer',
  'stateTax.guide.rates.flat': 'Ein einheitlicher Satz auf das gesamte zu versteuernde Einkommen',
  'stateTax.guide.variations.title': 'Wie sich die Bundesstaaten unterscheiden',
  'stateTax.guide.variations.p1':
    'Sieben Bundesstaaten erheben gar keine Einkommensteuer auf Löhne: Alaska, Florida, Nevada, South Dakota, Tennessee, Texas und Wyoming. Zwei weitere besteuern Löhne ebenfalls nicht: Washington besteuert nur langfristige Kapitalgewinne, und New Hampshire besteuerte nur Zinsen und Dividenden, bis diese Steuer ab 2025 abgeschafft wurde.',
  'stateTax.guide.variations.p2':
    'Eine wachsende Gruppe erhebt einen einheitlichen Satz, etwa Arizona (2,5 %), Pennsylvania (3,07 %), Indiana (3,05 %), Kentucky (4 %), North Carolina (4,5 %), Colorado (4,25 %), Michigan (4,25 %), Utah (4,55 %), Illinois (4,95 %) und Georgia.',
  'stateTax.guide.variations.p3':
    'Die übrigen nutzen progressive Stufen – von wenigen (Kansas hat zwei) bis zu vielen (Kalifornien hat mit dem Zuschlag zehn). Die Stufen sind oft viel schmaler als beim Bund, sodass schon ein mittleres Einkommen den Spitzensatz eines Staates erreichen kann.',
  'stateTax.guide.variations.p4':
    'Lokale Einkommensteuern kommen vielerorts hinzu, etwa in New York City und Yonkers, in vielen Städten und Schulbezirken in Ohio und Pennsylvania sowie in den Counties von Maryland und Indiana. Dieser Rechner berücksichtigt sie nicht.',
  'stateTax.guide.deductions.title': 'Abzüge, Freibeträge und Gutschriften',
  'stateTax.guide.deductions.p1':
    'Die Bundesstaaten mindern das besteuerte Einkommen auf unterschiedliche Weise. Viele haben einen Standardabzug (manche übernehmen den Bundesbetrag, andere setzen einen deutlich kleineren an), viele gewähren einen persönlichen Freibetrag je Person, und manche bauen diese mit steigendem Einkommen ab.',
  'stateTax.guide.deductions.p2':
    'Andere gewähren stattdessen eine Gutschrift, die von der Steuer selbst abgezogen wird, etwa die Personal Exemption Credits in Kalifornien, Nebraska und Iowa. Eine Gutschrift ist bei jedem Einkommen gleich viel wert, ein Abzug dagegen in höheren Stufen mehr.',
  'stateTax.guide.deductions.p3':
    'Da die Wahl zwischen Standard- und Einzelabzug in vielen Staaten getrennt getroffen wird und der bundesrechtliche Abzug für Staats- und Kommunalsteuern (SALT) begrenzt ist, kann die Entscheidung auf Bundes- und Staatsebene unterschiedlich ausfallen.',
  'stateTax.guide.planning.title': 'Planung Ihrer Staatssteuern',
  'stateTax.guide.planning.p1':
    'Prüfen Sie Ihren Steuerabzug: Die meisten Staaten haben ein eigenes Formular dafür, und ein neuer Job, eine Gehaltserhöhung oder ein Umzug kann zu einem zu geringen Abzug führen. Selbstständige und Anleger zahlen meist auch vierteljährliche Vorauszahlungen an den Staat.',
  'stateTax.guide.planning.p2':
    'Vorsteuerliche Altersvorsorgebeiträge, etwa in einen klassischen 401(k) oder 403(b), senken in den meisten Staaten auch das zu versteuernde Einkommen des Staates; Pennsylvania ist bei Arbeitnehmerbeiträgen eine bekannte Ausnahme.',
  'stateTax.guide.planning.p3':
    'Bei einem Umzug sind Sie im Umzugsjahr meist in beiden Staaten teilweise ansässig und reichen zwei Erklärungen ein. Dokumentieren Sie das Datum des Wohnsitzwechsels; Staaten mit hohen Steuern prüfen Wegzüge genau.',
  'stateTax.guide.planning.p4':
    'Wer im Homeoffice arbeitet, sollte prüfen, wo die Arbeit als erbracht gilt: Einige Staaten besteuern Nichtansässige, die aus eigener Wahl von außerhalb für einen dort ansässigen Arbeitgeber arbeiten.',
  'stateTax.guide.advice.title': 'Wann Sie sich beraten lassen sollten',
  'stateTax.guide.advice.p1':
    'Dieser Rechner deckt den häufigsten Fall ab: ansässig in einem Staat, nur Lohneinkünfte. Lassen Sie sich beraten, wenn Sie in mehreren Staaten Einkommen erzielen, im Laufe des Jahres umgezogen sind, Einkünfte aus Gewerbe, Vermietung oder Kapital haben, Aktienvergütungen erhalten oder dort wohnen, wo lokale Einkommensteuern gelten.',
  'stateTax.guide.advice.p2':
    'Ein Certified Public Accountant (CPA), ein Enrolled Agent oder ein Steueranwalt kann Ihre Situation prüfen, und jede Steuerbehörde der Bundesstaaten veröffentlicht ihre Formulare, Anleitungen und Tarife online.',
  'stateTax.teasers.title': 'Weiterlesen',
  'stateTax.teasers.readTime': '{minutes} Min. Lesezeit',
  'stateTax.category.taxGuide': 'Steuerratgeber',
  'stateTax.category.educational': 'Wissen',
  'stateTax.category.taxTips': 'Steuertipps',
  'stateTax.category.investmentTax': 'Kapitalertragsteuer',
  'stateTax.category.businessTax': 'Unternehmenssteuern',
  'stateTax.teaser.deductions.title': 'US-Steuerabzüge erklärt',
  'stateTax.teaser.deductions.excerpt':
    'Standard- oder Einzelabzug? Wie Abzüge bei Bund und Bundesstaaten funktionieren und was die SALT-Grenze für Ihre Staats- und Kommunalsteuern bedeutet.',
  'stateTax.teaser.calculations.title': 'Wie die Einkommensteuer berechnet wird',
  'stateTax.teaser.calculations.excerpt':
    'Stufen, Grenz- und Durchschnittssteuersatz Schritt für Schritt: warum ein Wechsel in eine höhere Stufe Ihr Nettoeinkommen nie senkt.',
  'stateTax.teaser.planning.title': 'Tipps zur Steuerplanung für das kommende Jahr',
  'stateTax.teaser.planning.excerpt':
    'Abzüge prüfen, für das Alter vorsorgen, Einkünfte zeitlich planen: einfache Schritte, die Ihre Bundes- und Staatssteuern senken.',
  'stateTax.teaser.investment.title': 'Grundlagen der Kapitalertragsteuer',
  'stateTax.teaser.investment.excerpt':
    'Kurz- und langfristige Kapitalgewinne, Dividenden und die Net Investment Income Tax von 3,8 % – und wie Staaten Kapitalerträge anders besteuern als Löhne.',
  'stateTax.teaser.business.title': 'Steuern für kleine Unternehmen in den USA',
  'stateTax.teaser.business.excerpt':
    'Durchgereichte Gewinne, Vorauszahlungen und wann Geschäfte in einem anderen Staat dort eine Steuerpflicht auslösen.',
  'capitalGains.title': 'Rechner für die US-Kapitalertragsteuer',
  'capitalGains.lead':
    'Sehen Sie, wie viel zusätzliche Bundessteuer Ihre kurz- und langfristigen Kapitalgewinne auslösen – einschließlich der Net Investment Income Tax von {niitRate} %.',
  'capitalGains.form.label': 'Rechner für die US-Kapitalertragsteuer',
  'capitalGains.form.income': 'Jahreseinkommen',
  'capitalGains.form.incomePlaceholder': 'z. B. 80000',
  'capitalGains.form.incomeHelp': 'Normales Einkommen wie Lohn; der Standardabzug wird darauf angewendet.',
  'capitalGains.form.shortTerm': 'Kurzfristiger Gewinn',
  'capitalGains.form.shortTermHelp': 'Vermögenswerte, die höchstens ein Jahr gehalten wurden.',
  'capitalGains.form.longTerm': 'Langfristiger Gewinn',
  'capitalGains.form.longTermHelp': 'Vermögenswerte, die länger als ein Jahr gehalten wurden.',
  'capitalGains.placeholder': 'Geben Sie Einkommen und Gewinne ein und klicken Sie auf Berechnen, um die Steuer auf Ihre Gewinne zu sehen.',
  'capitalGains.how.title': 'So funktioniert die US-Kapitalertragsteuer',
  'capitalGains.how.shortLong':
    'Ein Gewinn aus einem höchstens ein Jahr gehaltenen Vermögenswert ist kurzfristig und wird wie normales Einkommen zu Ihren regulären Stufensätzen besteuert. Ein Gewinn aus länger gehaltenen Werten ist langfristig und wird begünstigt besteuert.',
  'capitalGains.how.rates':
    'Langfristige Gewinne werden mit {lowRate} %, {middleRate} % oder {highRate} % besteuert, je nachdem, wo sie über Ihrem übrigen zu versteuernden Einkommen liegen ({year} gilt {lowRate} % bis {single} zu versteuerndem Einkommen für Alleinstehende und {joint} bei gemeinsamer Erklärung).',
  'capitalGains.how.niit':
    'Die Net Investment Income Tax erhebt {niitRate} % auf den kleineren Betrag aus Kapitalerträgen und dem Teil Ihres modifizierten bereinigten Bruttoeinkommens über {single} ({joint} bei gemeinsamer Erklärung).',
  'capitalGains.how.scope':
    'Verluste, die jährliche Verlustgrenze und Vorträge, Sammlerstücke, die Nachversteuerung von Immobilienabschreibungen sowie Staatssteuern auf Gewinne sind nicht enthalten.',
  'takeHome.name': 'US-Nettolohn',
  'takeHome.title': 'Rechner für den US-Nettolohn',
  'takeHome.lead':
    'Vom Bruttogehalt zum Nettolohn: Bundeseinkommensteuer, Einkommensteuer Ihres Bundesstaats, Social Security und Medicare.',
  'takeHome.form.label': 'Rechner für den US-Nettolohn',
  'takeHome.form.income': 'Bruttojahresgehalt',
  'takeHome.form.incomePlaceholder': 'z. B. 80000',
  'takeHome.form.state': 'Bundesstaat',
  'takeHome.form.stateHelp': 'Die Einkommensteuer der Bundesstaaten ist für die Steuerjahre {firstYear} bis {lastYear} verfügbar.',
  'takeHome.form.noState': 'Keine Staatssteuer',
  'takeHome.placeholder': 'Geben Sie Ihr Gehalt ein und klicken Sie auf Berechnen, um Ihren Nettolohn zu sehen.',
  'takeHome.how.title': 'So wird der US-Nettolohn berechnet',
  'takeHome.how.federal':
    'Die Bundeseinkommensteuer wird auf Ihr Gehalt abzüglich des Standardabzugs Ihres Veranlagungsstatus erhoben, mit den {bracketCount} Bundesstufen von {lowestRate} % bis {highestRate} %.',
  'takeHome.how.fica':
    'Arbeitnehmer zahlen zusätzlich FICA: {socialSecurityRate} % Social Security auf Löhne bis zur jährlichen Beitragsbemessungsgrenze ({year}: {wageBase}) und {medicareRate} % Medicare auf alle Löhne, plus {additionalMedicareRate} % Additional Medicare Tax auf Löhne über {single} ({joint} bei gemeinsamer Erklärung).',
  'takeHome.how.credits':
    'Die Bundeseinkommensteuer versteht sich nach dem Child Tax Credit ({childTaxCredit} je Kind unter 17 Jahren), dem Credit for Other Dependents und dem Earned Income Credit; übersteigen die erstattungsfähigen Gutschriften die Steuer, erhöht der Unterschied Ihr Nettoeinkommen.',
  'takeHome.how.state':
    'Wählen Sie einen Bundesstaat, um dessen Einkommensteuer auf Löhne hinzuzufügen; lokale Einkommensteuern, steuerfreie Zusatzleistungen und Altersvorsorgebeiträge sind nicht enthalten.',
  'takeHome.how.statePayroll':
    'Wo der Bundesstaat sie erhebt (etwa Kalifornien, New York, New Jersey und Washington), zahlen Arbeitnehmer zusätzlich in die eigenen Fonds des Bundesstaats für Erwerbsunfähigkeit, bezahlte Auszeiten, Pflege oder Arbeitslosigkeit ein: Jeder Beitrag wird zum Arbeitnehmersatz des staatlichen Programms bis zu dessen Beitragsgrenze oder Jahreshöchstbetrag abgezogen und in einer eigenen Zeile gezeigt. Übernimmt der Arbeitgeber einen Teil oder gilt ein privater Plan, kann weniger einbehalten werden.',
  'deIncomeTax.title': 'Einkommensteuerrechner Deutschland',
  'deIncomeTax.lead':
    'Einkommensteuer, Solidaritätszuschlag und Kirchensteuer auf Ihr zu versteuerndes Einkommen für jedes Steuerjahr von {firstYear} bis {lastYear}, nach Grund- oder Splittingtarif.',
  'deIncomeTax.form.label': 'Einkommensteuerrechner Deutschland',
  'deIncomeTax.form.income': 'Zu versteuerndes Jahreseinkommen (zvE)',
  'deIncomeTax.form.incomePlaceholder': 'z. B. 50000',
  'deIncomeTax.form.incomeHelp': 'In Euro, nach Abzügen und Freibeträgen; bei Zusammenveranlagung das gemeinsame zvE des Paares.',
  'deIncomeTax.form.taxClass': 'Steuerklasse',
  'deIncomeTax.form.churchTax': 'Kirchensteuer',
  'deIncomeTax.form.assessment': 'Veranlagung',
  'deIncomeTax.form.assessmentHelp': 'Bei Zusammenveranlagung gilt der Splittingtarif für das gemeinsame Einkommen eines Ehepaares.',
  'deIncomeTax.form.assessmentClass3':
    'Steuerklasse III gibt es nur für Ehepaare und eingetragene Lebenspartner, die zusammen veranlagt werden.',
  'deIncomeTax.class.1': 'ledig',
  'deIncomeTax.class.2': 'alleinerziehend',
  'deIncomeTax.class.3': 'verheiratet, Hauptverdiener',
  'deIncomeTax.class.4': 'verheiratet, gleiches Einkommen',
  'deIncomeTax.class.5': 'verheiratet, Geringverdiener',
  'deIncomeTax.class.6': 'Zweitjob',
  'deIncomeTax.church.none': 'Keine',
  'deIncomeTax.church.8': '8 % (Bayern, Baden-Württemberg)',
  'deIncomeTax.church.9': '9 % (übrige Bundesländer)',
  'deIncomeTax.assessment.single': 'Einzelveranlagung (Grundtarif)',
  'deIncomeTax.assessment.joint': 'Zusammenveranlagung (Splittingtarif)',
  'deIncomeTax.validation.class3Joint': 'Steuerklasse III erfordert die Zusammenveranlagung',
  'deIncomeTax.placeholder':
    'Geben Sie Ihr zu versteuerndes Einkommen ein und klicken Sie auf Berechnen, um Einkommensteuer, Solidaritätszuschlag und Kirchensteuer zu sehen.',
  'deIncomeTax.taxClassNoteTitle': 'Ihre Steuerklasse in dieser Berechnung',
  'deIncomeTax.how.title': 'So funktioniert die Einkommensteuer in Deutschland',
  'deIncomeTax.how.zve':
    'Die Steuer wird auf das zu versteuernde Einkommen (zvE) erhoben: Ihre Einkünfte aus allen Quellen abzüglich Werbungskosten, Sonderausgaben wie Renten- und Krankenversicherungsbeiträge, außergewöhnlicher Belastungen und Freibeträge. Es ist der Betrag auf Ihrem Steuerbescheid, nicht Ihr Bruttogehalt.',
  'deIncomeTax.how.tariff':
    'Der Tarif nach §32a EStG ist bis zum Grundfreibetrag ({year}: {basicAllowance}) steuerfrei, steigt dann stufenlos von {entryRate} % auf {progressionEndRate} % und beträgt für die höchsten Einkommen {topRate} %. Bei Zusammenveranlagung wird die Steuer auf die Hälfte des gemeinsamen Einkommens verdoppelt (Splitting), was die Steuer senkt, wenn die Einkommen unterschiedlich hoch sind.',
  'deIncomeTax.how.classes':
    'Die Steuerklasse bestimmt, wie viel Lohnsteuer Ihr Arbeitgeber monatlich einbehält; die Jahreseinkommensteuer, die in der Veranlagung festgesetzt wird, ändert sie nicht. Hier legt sie nur die Veranlagung nahe: Die Klassen III und V gehören zur Zusammenveranlagung, die übrigen zur Einzelveranlagung.',
  'deIncomeTax.classInfo.1': 'ledig, geschieden oder dauernd getrennt lebend',
  'deIncomeTax.classInfo.2': 'alleinerziehend mit Anspruch auf den Entlastungsbetrag',
  'deIncomeTax.classInfo.3': 'verheiratet oder verpartnert, Hauptverdiener (der Partner hat Klasse V)',
  'deIncomeTax.classInfo.4': 'verheiratet oder verpartnert mit ähnlichen Einkommen',
  'deIncomeTax.classInfo.5': 'verheiratet oder verpartnert, Geringverdiener',
  'deIncomeTax.classInfo.6': 'ein zweites oder weiteres Arbeitsverhältnis',
  'deIncomeTax.how.surcharges':
    'Der Solidaritätszuschlag beträgt {solidarityRate} % der Einkommensteuer, fällt aber erst an, wenn die Steuer eine Freigrenze übersteigt ({year}: {exemptionLimit}, bei Zusammenveranlagung doppelt), mit einer Milderungszone darüber. Mitglieder einer steuererhebenden Kirche zahlen in Bayern und Baden-Württemberg {churchLow} % und sonst {churchHigh} % der Einkommensteuer als Kirchensteuer.',
};
