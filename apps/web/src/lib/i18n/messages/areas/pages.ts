/**
 * Messages of the pages area, in English and German. Each area keeps its own file so work on one area never
 * touches another's; catalogues.ts merges them and messages.test.ts checks both languages hold the same ids.
 * Ids are prefixed by area topic (e.g. 'menu.', 'search.', 'blog.', 'stampDuty.').
 */
export const pagesEn = {
  // Home
  'landing.documentTitle': 'Tax calculators for the UK, US and Germany',
  'landing.description':
    'Free, accurate tax calculators for the UK, the US and Germany: income tax, National Insurance, stamp duty, state tax, capital gains and take-home pay.',
  'landing.eyebrow': 'UK tax year 2024/25 · US and Germany 2024',
  'landing.title': 'Clear answers to your tax questions',
  'landing.lead':
    'Free calculators for income tax, National Insurance, stamp duty, state tax and more — built on official rates and thresholds for the United Kingdom, the United States and Germany.',
  'landing.ctaPrimary': 'Calculate UK income tax',
  'landing.ctaSecondary': 'Browse countries',
  'landing.countriesTitle': 'Choose your country',
  'landing.countriesLead': 'Every country has its own hub with the calculators you can use today and the ones we are building.',
  'landing.viewCountry': 'All {country} calculators',
  'landing.popularTitle': 'Popular calculators',
  'landing.whyTitle': 'Why TaxAtlas',
  'landing.why.official.title': 'Official rates, cited',
  'landing.why.official.text': 'Every rate and threshold comes from published legislation or guidance and is dated by tax year.',
  'landing.why.transparent.title': 'Every step shown',
  'landing.why.transparent.text': 'Results come with a band-by-band breakdown, so you can follow and check each figure.',
  'landing.why.private.title': 'Private by design',
  'landing.why.private.text': 'No account is needed, and the figures you enter are never stored.',
  'landing.why.free.title': 'Free to use',
  'landing.why.free.text': 'All calculators are free, for individuals and professionals alike.',
  'landing.guidesTitle': 'Understand the rules behind the numbers',
  'landing.guidesText': 'Our blog explains allowances, brackets and deadlines in plain language.',
  'landing.guidesLink': 'Read the tax guides',

  // Country hubs
  'hub.uk.title': 'UK tax calculators',
  'hub.uk.lead': 'Calculators for the UK tax year 2024/25, using HMRC rates and thresholds.',
  'hub.us.title': 'US tax calculators',
  'hub.us.lead': 'Federal and state calculators for the 2024 tax year, using IRS and state rates.',
  'hub.germany.title': 'German tax calculators',
  'hub.germany.lead': 'Calculators for the German tax year 2024, using the rates of the Einkommensteuergesetz.',
  'hub.available': 'Available now',
  'hub.comingSoon': 'Coming soon',
  'hub.noneAvailable': 'No calculator for this country is available yet.',
  'hub.noneComingSoon': 'Every planned calculator for this country is available.',
  'hub.openCalculator': 'Open the {name} calculator',
  'hub.plannedLink': 'What the {name} calculator will do',
  'hub.notYet': 'The {name} calculator is not available yet. These are the calculators you can use today.',
  'hub.statusLoading': 'Checking the latest status…',
  'hub.statusError': 'The latest status could not be loaded, so this is the published list.',
  'hub.features': 'What these calculators cover',

  // Coming-soon pages
  'comingSoon.badge': 'Not available yet',
  'comingSoon.title': '{name} calculator',
  'comingSoon.lead':
    'This calculator is not available yet. We are building it and will publish it here once its results have been checked against official examples.',
  'comingSoon.whatTitle': 'What it will calculate',
  'comingSoon.noDate': 'We do not announce launch dates; the calculator appears here when it is ready.',
  'comingSoon.meanwhileTitle': 'Calculators you can use today',
  'comingSoon.noneLive': 'There is no live calculator for this country yet.',
  'comingSoon.backToHub': 'All {country} calculators',
  'comingSoon.contact': 'Would this calculator help you? Tell us at',
  'comingSoon.what.uk-vat':
    'It will add VAT to a net price or take it out of a gross price at the UK standard rate of 20%, the reduced rate of 5% and the zero rate, and show the VAT amount separately.',
  'comingSoon.what.us-sales-tax':
    'It will combine state, county and city sales tax rates for a purchase and show the tax and the total price.',
  'comingSoon.what.us-property-tax':
    'It will estimate annual property tax from a home’s assessed value and local rates, including common exemptions.',
  'comingSoon.what.us-estate-tax':
    'It will estimate federal estate tax on the part of an estate above the lifetime exemption, after deductions.',
  'comingSoon.what.de-vat':
    'It will add Umsatzsteuer to a net amount or extract it from a gross amount at the standard rate of 19% and the reduced rate of 7%.',
  'comingSoon.what.de-corporate-tax':
    'It will calculate Körperschaftsteuer at 15% plus the 5.5% solidarity surcharge on a company’s taxable profit.',
  'comingSoon.what.de-social-security':
    'It will split the social security contributions on a salary: health insurance, pension (9.6% employee share), unemployment (1.2%) and long-term care (1.525%).',
  'comingSoon.what.de-capital-gains':
    'It will apply the flat 25% Abgeltungsteuer, solidarity surcharge and church tax to investment income above the €1,000 saver’s allowance.',
  'comingSoon.what.de-inheritance-tax':
    'It will apply the allowances and the rates from 7% to 50% of the Erbschaftsteuer by tax class and the value inherited.',
  'comingSoon.what.default': 'It will calculate this tax from official rates and show every step of the calculation.',

  // About
  'about.title': 'About TaxAtlas',
  'about.description': 'TaxAtlas builds free, transparent tax calculators for the UK, the US and Germany, based on official rates.',
  'about.lead': 'TaxAtlas makes tax calculations for the United Kingdom, the United States and Germany clear, free and checkable.',
  'about.mission.heading': 'What we do',
  'about.mission.text':
    'We build calculators for the taxes people and businesses meet most often: income tax, National Insurance, stamp duty, state income tax, capital gains and take-home pay. Each calculator shows not just a total but every band and rate that makes it up.',
  'about.method.heading': 'How we calculate',
  'about.method.text':
    'Every rate, threshold and allowance is stored as dated data with a reference to the law or official guidance it comes from. The calculators are tested against worked examples published by HMRC, the IRS and the German tax authorities before they go live.',
  'about.coverage.heading': 'What we cover',
  'about.coverage.text':
    'The UK calculators cover the 2023/24 to 2025/26 tax years, the US calculators the 2024 tax year for all 50 states and DC, and the German income tax calculator the 2024 tariff. Calculators that are still being built are marked as coming soon and are never presented as finished.',
  'about.limits.heading': 'What we do not do',
  'about.limits.text':
    'TaxAtlas does not give personal tax advice and does not file returns. Our results are estimates for information; for decisions about your own situation, please consult a qualified professional.',
  'about.contact.heading': 'Contact',
  'about.contact.text': 'Questions, corrections and suggestions are welcome at',

  // Privacy
  'privacy.title': 'Privacy Policy',
  'privacy.description': 'What TaxAtlas stores: your language choice and cookie consent in your browser. Your calculations are not stored.',
  'privacy.summary.heading': 'In short',
  'privacy.summary.text':
    'You can use every TaxAtlas calculator without an account. We do not store the figures you enter, we do not use advertising or analytics trackers, and we do not sell data.',
  'privacy.browser.heading': 'What is stored in your browser',
  'privacy.browser.text':
    'Two small entries are kept in your browser’s local storage, never sent to advertisers: “preferred-language” remembers whether you chose English or German, and “cookiesAccepted” remembers that you dismissed the cookie notice.',
  'privacy.calculations.heading': 'Your calculations',
  'privacy.calculations.text':
    'When you calculate, the figures you entered are sent to our server only to compute the result and are returned to your browser. They are not saved to a database or linked to you. Exporting or sharing a result happens on your device.',
  'privacy.logs.heading': 'Technical logs',
  'privacy.logs.text':
    'Like any website, our servers receive technical information such as the page requested, the time and your IP address. It is used only to keep the service running and secure, and is not used to build profiles.',
  'privacy.rights.heading': 'Your rights',
  'privacy.rights.text':
    'You can clear the stored entries at any time by deleting this site’s data in your browser settings. Under data protection law you may ask what data we hold about you and ask us to correct or delete it.',
  'privacy.contact.heading': 'Contact',
  'privacy.contact.text': 'For any privacy question, write to',

  // Terms
  'terms.title': 'Terms of Service',
  'terms.description': 'The terms for using the TaxAtlas tax calculators and articles.',
  'terms.use.heading': 'Using TaxAtlas',
  'terms.use.text':
    'TaxAtlas provides tax calculators and articles free of charge. By using the site you agree to these terms. You may use the results for your own personal or professional purposes.',
  'terms.info.heading': 'Information, not advice',
  'terms.info.text':
    'Results and articles are general information based on the rates and rules we have published. They are not tax, legal or financial advice and do not take your full circumstances into account.',
  'terms.accuracy.heading': 'Accuracy',
  'terms.accuracy.text':
    'We take care to keep rates and rules correct and to test every calculator, but we cannot guarantee that results are complete, current or error-free. Please check important figures with the tax authority or a qualified professional.',
  'terms.conduct.heading': 'Fair use',
  'terms.conduct.text':
    'Do not misuse the service: no attempts to disrupt it, to access it by automated means at a volume that harms other visitors, or to present our results as official documents.',
  'terms.liability.heading': 'Liability',
  'terms.liability.text':
    'To the extent permitted by law, TaxAtlas is not liable for losses arising from decisions made on the basis of its results. Nothing in these terms limits liability that cannot be limited by law.',
  'terms.changes.heading': 'Changes',
  'terms.changes.text': 'We may update these terms when the service changes. The current version is always on this page.',
  'terms.contact.text': 'Questions about these terms:',

  // Disclaimer
  'disclaimer.title': 'Tax Disclaimer',
  'disclaimer.description':
    'TaxAtlas results are informational estimates, not tax advice. Consult a qualified professional for your situation.',
  'disclaimer.lead': 'The calculators and articles on TaxAtlas are for information only.',
  'disclaimer.notAdvice.heading': 'No professional advice',
  'disclaimer.notAdvice.text':
    'Nothing on this site is tax, legal, accounting or financial advice. Results are estimates from the information you enter and the published rates for the selected tax year.',
  'disclaimer.simplified.heading': 'Simplified calculations',
  'disclaimer.simplified.text':
    'Real tax bills depend on many details — other income, reliefs, deductions, residence and elections — that a calculator cannot fully capture. Your actual liability may differ.',
  'disclaimer.years.heading': 'Tax years and changes',
  'disclaimer.years.text':
    'Rates and thresholds change. Each calculator states the tax years it supports; results for other years or after a change in law may be wrong.',
  'disclaimer.professional.heading': 'Consult a qualified professional',
  'disclaimer.professional.text':
    'Before you make a financial decision or file a return, please consult a qualified tax adviser, accountant or the relevant tax authority.',
  'disclaimer.report.text': 'If you find a result you believe is wrong, please tell us at',

  // Cookie policy
  'cookiesPage.title': 'Cookie Policy',
  'cookiesPage.description': 'TaxAtlas uses no tracking cookies: only your language choice and cookie consent are stored in your browser.',
  'cookiesPage.lead': 'TaxAtlas keeps what it stores on your device to the minimum needed for the site to work.',
  'cookiesPage.what.heading': 'What we store',
  'cookiesPage.what.text':
    'We do not set advertising, analytics or third-party cookies. The site keeps two entries in your browser’s local storage, which works like a cookie but is never sent with your requests:',
  'cookiesPage.item.language': '“preferred-language” — your choice of English or German, so the site opens in that language next time.',
  'cookiesPage.item.consent': '“cookiesAccepted” — set to true when you accept the cookie notice, so it is not shown again.',
  'cookiesPage.remove.heading': 'How to remove them',
  'cookiesPage.remove.text':
    'You can delete these entries at any time by clearing this site’s data in your browser settings. The site keeps working; it will show the cookie notice again and choose a language from your browser settings.',
  'cookiesPage.changes.heading': 'Changes to this policy',
  'cookiesPage.changes.text':
    'If we ever add other cookies, we will list them here and ask for your consent first where the law requires it.',
  'cookiesPage.contact.text': 'Questions about cookies:',

  // Diagnostics
  'diagnostics.title': 'System status',
  'diagnostics.description': 'Technical status of the TaxAtlas service: API health, version and database.',
  'diagnostics.lead': 'The state of the service as seen from your browser.',
  'diagnostics.api': 'API',
  'diagnostics.apiStatus': 'API health',
  'diagnostics.version': 'Version',
  'diagnostics.database': 'Database',
  'diagnostics.language': 'Current language',
  'diagnostics.build': 'Build',
  'diagnostics.mode': 'Mode',
  'diagnostics.bundle': 'Bundle',
  'diagnostics.platform': 'Platform',
  'diagnostics.platform.web': 'Web browser',
  'diagnostics.platform.desktop': 'Desktop app ({platform})',
  'diagnostics.apiAddress': 'API address',
  'diagnostics.checkedAt': 'Checked at',
  'diagnostics.refresh': 'Check again',
  'diagnostics.checking': 'Checking…',
  'diagnostics.ok': 'OK',
  'diagnostics.error': 'Error',
  'diagnostics.unreachable': 'Unreachable',
  'diagnostics.up': 'Up',
  'diagnostics.down': 'Down',
  'diagnostics.unknown': 'Unknown',
  'diagnostics.language.en': 'English (en)',
  'diagnostics.language.de': 'German (de)',

  // Not found
  'notFound.description': 'The page you were looking for does not exist on TaxAtlas.',
  'notFound.popular': 'Popular pages',
} as const;

export const pagesDe: Record<keyof typeof pagesEn, string> = {
  'landing.documentTitle': 'Steuerrechner für das Vereinigte Königreich, die USA und Deutschland',
  'landing.description':
    'Kostenlose, genaue Steuerrechner für Großbritannien, die USA und Deutschland: Einkommensteuer, National Insurance, Stamp Duty, Staatssteuern, Kapitalerträge und Nettolohn.',
  'landing.eyebrow': 'UK-Steuerjahr 2024/25 · USA und Deutschland 2024',
  'landing.title': 'Klare Antworten auf Ihre Steuerfragen',
  'landing.lead':
    'Kostenlose Rechner für Einkommensteuer, National Insurance, Stamp Duty, Staatssteuern und mehr – auf Grundlage amtlicher Sätze und Grenzen für das Vereinigte Königreich, die USA und Deutschland.',
  'landing.ctaPrimary': 'UK-Einkommensteuer berechnen',
  'landing.ctaSecondary': 'Länder ansehen',
  'landing.countriesTitle': 'Wählen Sie Ihr Land',
  'landing.countriesLead':
    'Jedes Land hat eine eigene Übersicht mit den Rechnern, die Sie heute nutzen können, und denen, die wir gerade bauen.',
  'landing.viewCountry': 'Alle Rechner für {country}',
  'landing.popularTitle': 'Beliebte Rechner',
  'landing.whyTitle': 'Warum TaxAtlas',
  'landing.why.official.title': 'Amtliche Sätze, belegt',
  'landing.why.official.text':
    'Jeder Satz und jede Grenze stammt aus veröffentlichten Gesetzen oder Verwaltungsanweisungen und ist nach Steuerjahr datiert.',
  'landing.why.transparent.title': 'Jeder Schritt sichtbar',
  'landing.why.transparent.text':
    'Ergebnisse kommen mit einer Aufschlüsselung nach Stufen, sodass Sie jede Zahl nachvollziehen und prüfen können.',
  'landing.why.private.title': 'Datenschutz von Anfang an',
  'landing.why.private.text': 'Sie brauchen kein Konto, und Ihre eingegebenen Zahlen werden nie gespeichert.',
  'landing.why.free.title': 'Kostenlos',
  'landing.why.free.text': 'Alle Rechner sind kostenlos – für Privatpersonen wie für Fachleute.',
  'landing.guidesTitle': 'Die Regeln hinter den Zahlen verstehen',
  'landing.guidesText': 'Unser Blog erklärt Freibeträge, Steuerstufen und Fristen in verständlicher Sprache.',
  'landing.guidesLink': 'Zu den Steuerratgebern',

  'hub.uk.title': 'Steuerrechner für das Vereinigte Königreich',
  'hub.uk.lead': 'Rechner für das britische Steuerjahr 2024/25 mit den Sätzen und Grenzen der HMRC.',
  'hub.us.title': 'Steuerrechner für die USA',
  'hub.us.lead': 'Rechner für Bundes- und Staatssteuern im Steuerjahr 2024 mit den Sätzen des IRS und der Bundesstaaten.',
  'hub.germany.title': 'Steuerrechner für Deutschland',
  'hub.germany.lead': 'Rechner für das Steuerjahr 2024 mit dem Tarif des Einkommensteuergesetzes.',
  'hub.available': 'Jetzt verfügbar',
  'hub.comingSoon': 'Demnächst',
  'hub.noneAvailable': 'Für dieses Land ist noch kein Rechner verfügbar.',
  'hub.noneComingSoon': 'Alle geplanten Rechner für dieses Land sind verfügbar.',
  'hub.openCalculator': 'Rechner {name} öffnen',
  'hub.plannedLink': 'Was der Rechner {name} können wird',
  'hub.notYet': 'Der Rechner {name} ist noch nicht verfügbar. Diese Rechner können Sie heute nutzen.',
  'hub.statusLoading': 'Aktueller Status wird geprüft …',
  'hub.statusError': 'Der aktuelle Status konnte nicht geladen werden; angezeigt wird die veröffentlichte Liste.',
  'hub.features': 'Was diese Rechner abdecken',

  'comingSoon.badge': 'Noch nicht verfügbar',
  'comingSoon.title': 'Rechner: {name}',
  'comingSoon.lead':
    'Dieser Rechner ist noch nicht verfügbar. Wir bauen ihn und veröffentlichen ihn hier, sobald seine Ergebnisse anhand amtlicher Beispiele geprüft sind.',
  'comingSoon.whatTitle': 'Was er berechnen wird',
  'comingSoon.noDate': 'Wir nennen keine Starttermine; der Rechner erscheint hier, sobald er fertig ist.',
  'comingSoon.meanwhileTitle': 'Rechner, die Sie heute nutzen können',
  'comingSoon.noneLive': 'Für dieses Land gibt es noch keinen verfügbaren Rechner.',
  'comingSoon.backToHub': 'Alle Rechner für {country}',
  'comingSoon.contact': 'Wäre dieser Rechner hilfreich für Sie? Schreiben Sie uns an',
  'comingSoon.what.uk-vat':
    'Er wird die Mehrwertsteuer zum britischen Normalsatz von 20 %, zum ermäßigten Satz von 5 % und zum Nullsatz auf einen Nettopreis aufschlagen oder aus einem Bruttopreis herausrechnen und den Steuerbetrag getrennt ausweisen.',
  'comingSoon.what.us-sales-tax':
    'Er wird die Sales-Tax-Sätze von Bundesstaat, County und Stadt für einen Einkauf zusammenfassen und Steuer und Gesamtpreis zeigen.',
  'comingSoon.what.us-property-tax':
    'Er wird die jährliche Grundsteuer aus dem Schätzwert einer Immobilie und den lokalen Sätzen einschließlich üblicher Befreiungen schätzen.',
  'comingSoon.what.us-estate-tax':
    'Er wird die Bundesnachlasssteuer auf den Teil eines Nachlasses oberhalb des Freibetrags nach Abzügen schätzen.',
  'comingSoon.what.de-vat':
    'Er wird die Umsatzsteuer zum Regelsatz von 19 % und zum ermäßigten Satz von 7 % auf einen Nettobetrag aufschlagen oder aus einem Bruttobetrag herausrechnen.',
  'comingSoon.what.de-corporate-tax':
    'Er wird die Körperschaftsteuer von 15 % zuzüglich 5,5 % Solidaritätszuschlag auf den zu versteuernden Gewinn einer Kapitalgesellschaft berechnen.',
  'comingSoon.what.de-social-security':
    'Er wird die Sozialversicherungsbeiträge auf ein Gehalt aufteilen: Krankenversicherung, Rente (9,6 % Arbeitnehmeranteil), Arbeitslosenversicherung (1,2 %) und Pflegeversicherung (1,525 %).',
  'comingSoon.what.de-capital-gains':
    'Er wird die pauschale Abgeltungsteuer von 25 %, den Solidaritätszuschlag und die Kirchensteuer auf Kapitalerträge oberhalb des Sparer-Pauschbetrags von 1.000 € anwenden.',
  'comingSoon.what.de-inheritance-tax':
    'Er wird die Freibeträge und die Sätze der Erbschaftsteuer von 7 % bis 50 % nach Steuerklasse und Wert des Erwerbs anwenden.',
  'comingSoon.what.default': 'Er wird diese Steuer anhand amtlicher Sätze berechnen und jeden Rechenschritt zeigen.',

  'about.title': 'Über TaxAtlas',
  'about.description':
    'TaxAtlas entwickelt kostenlose, nachvollziehbare Steuerrechner für Großbritannien, die USA und Deutschland auf Basis amtlicher Sätze.',
  'about.lead':
    'TaxAtlas macht Steuerberechnungen für das Vereinigte Königreich, die USA und Deutschland verständlich, kostenlos und überprüfbar.',
  'about.mission.heading': 'Was wir tun',
  'about.mission.text':
    'Wir bauen Rechner für die Steuern, die Menschen und Unternehmen am häufigsten betreffen: Einkommensteuer, National Insurance, Stamp Duty, Einkommensteuer der US-Bundesstaaten, Kapitalerträge und Nettolohn. Jeder Rechner zeigt nicht nur eine Summe, sondern jede Stufe und jeden Satz, aus denen sie sich zusammensetzt.',
  'about.method.heading': 'Wie wir rechnen',
  'about.method.text':
    'Jeder Satz, jede Grenze und jeder Freibetrag ist als datierte Angabe mit einem Verweis auf das Gesetz oder die amtliche Anleitung gespeichert, aus der sie stammt. Bevor ein Rechner veröffentlicht wird, prüfen wir ihn an Rechenbeispielen der HMRC, des IRS und der deutschen Finanzverwaltung.',
  'about.coverage.heading': 'Was wir abdecken',
  'about.coverage.text':
    'Die britischen Rechner decken die Steuerjahre 2023/24 bis 2025/26 ab, die US-Rechner das Steuerjahr 2024 für alle 50 Bundesstaaten und DC und der deutsche Einkommensteuerrechner den Tarif 2024. Rechner, die noch entstehen, sind als „Demnächst“ gekennzeichnet und werden nie als fertig dargestellt.',
  'about.limits.heading': 'Was wir nicht tun',
  'about.limits.text':
    'TaxAtlas bietet keine persönliche Steuerberatung und reicht keine Steuererklärungen ein. Unsere Ergebnisse sind Schätzungen zur Information; für Entscheidungen zu Ihrer eigenen Situation wenden Sie sich bitte an eine qualifizierte Fachperson.',
  'about.contact.heading': 'Kontakt',
  'about.contact.text': 'Fragen, Korrekturen und Vorschläge sind willkommen unter',

  'privacy.title': 'Datenschutzerklärung',
  'privacy.description':
    'Was TaxAtlas speichert: Ihre Sprachwahl und Ihre Cookie-Zustimmung in Ihrem Browser. Ihre Berechnungen werden nicht gespeichert.',
  'privacy.summary.heading': 'Kurz gesagt',
  'privacy.summary.text':
    'Sie können jeden Rechner von TaxAtlas ohne Konto nutzen. Wir speichern Ihre eingegebenen Zahlen nicht, verwenden keine Werbe- oder Analyse-Tracker und verkaufen keine Daten.',
  'privacy.browser.heading': 'Was in Ihrem Browser gespeichert wird',
  'privacy.browser.text':
    'Im lokalen Speicher Ihres Browsers liegen zwei kleine Einträge, die nie an Werbetreibende gehen: „preferred-language“ merkt sich, ob Sie Englisch oder Deutsch gewählt haben, und „cookiesAccepted“ merkt sich, dass Sie den Cookie-Hinweis geschlossen haben.',
  'privacy.calculations.heading': 'Ihre Berechnungen',
  'privacy.calculations.text':
    'Wenn Sie rechnen, werden Ihre Eingaben nur zur Berechnung an unseren Server gesendet und das Ergebnis an Ihren Browser zurückgegeben. Sie werden weder in einer Datenbank gespeichert noch mit Ihnen verknüpft. Exportieren oder Teilen eines Ergebnisses geschieht auf Ihrem Gerät.',
  'privacy.logs.heading': 'Technische Protokolle',
  'privacy.logs.text':
    'Wie jede Website erhalten unsere Server technische Angaben wie die aufgerufene Seite, die Uhrzeit und Ihre IP-Adresse. Sie dienen nur dem sicheren Betrieb des Dienstes und werden nicht zur Profilbildung verwendet.',
  'privacy.rights.heading': 'Ihre Rechte',
  'privacy.rights.text':
    'Sie können die gespeicherten Einträge jederzeit löschen, indem Sie die Daten dieser Website in Ihren Browsereinstellungen entfernen. Nach dem Datenschutzrecht können Sie Auskunft über die zu Ihnen gespeicherten Daten sowie deren Berichtigung oder Löschung verlangen.',
  'privacy.contact.heading': 'Kontakt',
  'privacy.contact.text': 'Bei Fragen zum Datenschutz schreiben Sie an',

  'terms.title': 'Nutzungsbedingungen',
  'terms.description': 'Die Bedingungen für die Nutzung der Steuerrechner und Artikel von TaxAtlas.',
  'terms.use.heading': 'Nutzung von TaxAtlas',
  'terms.use.text':
    'TaxAtlas stellt Steuerrechner und Artikel kostenlos zur Verfügung. Mit der Nutzung der Website stimmen Sie diesen Bedingungen zu. Sie dürfen die Ergebnisse für eigene private oder berufliche Zwecke verwenden.',
  'terms.info.heading': 'Information, keine Beratung',
  'terms.info.text':
    'Ergebnisse und Artikel sind allgemeine Informationen auf Grundlage der von uns veröffentlichten Sätze und Regeln. Sie sind keine Steuer-, Rechts- oder Finanzberatung und berücksichtigen nicht Ihre gesamten Umstände.',
  'terms.accuracy.heading': 'Genauigkeit',
  'terms.accuracy.text':
    'Wir achten darauf, Sätze und Regeln aktuell zu halten und jeden Rechner zu testen, können aber nicht garantieren, dass Ergebnisse vollständig, aktuell oder fehlerfrei sind. Bitte prüfen Sie wichtige Zahlen beim Finanzamt oder mit einer qualifizierten Fachperson.',
  'terms.conduct.heading': 'Faire Nutzung',
  'terms.conduct.text':
    'Missbrauchen Sie den Dienst nicht: keine Versuche, ihn zu stören, ihn automatisiert in einem Umfang abzurufen, der anderen Besuchern schadet, oder unsere Ergebnisse als amtliche Dokumente auszugeben.',
  'terms.liability.heading': 'Haftung',
  'terms.liability.text':
    'Soweit gesetzlich zulässig, haftet TaxAtlas nicht für Schäden aus Entscheidungen, die auf Grundlage seiner Ergebnisse getroffen wurden. Eine gesetzlich nicht beschränkbare Haftung bleibt unberührt.',
  'terms.changes.heading': 'Änderungen',
  'terms.changes.text':
    'Wir können diese Bedingungen anpassen, wenn sich der Dienst ändert. Die aktuelle Fassung steht immer auf dieser Seite.',
  'terms.contact.text': 'Fragen zu diesen Bedingungen:',

  'disclaimer.title': 'Steuerlicher Haftungsausschluss',
  'disclaimer.description':
    'Ergebnisse von TaxAtlas sind informative Schätzungen, keine Steuerberatung. Wenden Sie sich für Ihre Situation an eine Fachperson.',
  'disclaimer.lead': 'Die Rechner und Artikel auf TaxAtlas dienen ausschließlich der Information.',
  'disclaimer.notAdvice.heading': 'Keine fachliche Beratung',
  'disclaimer.notAdvice.text':
    'Nichts auf dieser Website ist Steuer-, Rechts-, Buchhaltungs- oder Finanzberatung. Ergebnisse sind Schätzungen aus Ihren Eingaben und den veröffentlichten Sätzen des gewählten Steuerjahres.',
  'disclaimer.simplified.heading': 'Vereinfachte Berechnungen',
  'disclaimer.simplified.text':
    'Tatsächliche Steuern hängen von vielen Einzelheiten ab – weiteren Einkünften, Vergünstigungen, Abzügen, Wohnsitz und Wahlrechten –, die ein Rechner nicht vollständig erfassen kann. Ihre tatsächliche Steuer kann abweichen.',
  'disclaimer.years.heading': 'Steuerjahre und Änderungen',
  'disclaimer.years.text':
    'Sätze und Grenzen ändern sich. Jeder Rechner nennt die unterstützten Steuerjahre; Ergebnisse für andere Jahre oder nach einer Gesetzesänderung können falsch sein.',
  'disclaimer.professional.heading': 'Wenden Sie sich an eine qualifizierte Fachperson',
  'disclaimer.professional.text':
    'Bevor Sie eine finanzielle Entscheidung treffen oder eine Steuererklärung abgeben, wenden Sie sich bitte an eine Steuerberaterin oder einen Steuerberater, an eine Buchhaltung oder an das zuständige Finanzamt.',
  'disclaimer.report.text': 'Wenn Sie ein Ergebnis für falsch halten, teilen Sie es uns bitte mit unter',

  'cookiesPage.title': 'Cookie-Richtlinie',
  'cookiesPage.description':
    'TaxAtlas verwendet keine Tracking-Cookies: Nur Ihre Sprachwahl und Ihre Cookie-Zustimmung werden in Ihrem Browser gespeichert.',
  'cookiesPage.lead': 'TaxAtlas speichert auf Ihrem Gerät nur das Nötigste, damit die Website funktioniert.',
  'cookiesPage.what.heading': 'Was wir speichern',
  'cookiesPage.what.text':
    'Wir setzen keine Werbe-, Analyse- oder Drittanbieter-Cookies. Die Website legt zwei Einträge im lokalen Speicher Ihres Browsers ab, der wie ein Cookie funktioniert, aber nie mit Ihren Anfragen gesendet wird:',
  'cookiesPage.item.language':
    '„preferred-language“ – Ihre Wahl zwischen Englisch und Deutsch, damit die Website beim nächsten Mal in dieser Sprache öffnet.',
  'cookiesPage.item.consent':
    '„cookiesAccepted“ – wird auf true gesetzt, wenn Sie den Cookie-Hinweis akzeptieren, damit er nicht erneut erscheint.',
  'cookiesPage.remove.heading': 'So entfernen Sie sie',
  'cookiesPage.remove.text':
    'Sie können diese Einträge jederzeit löschen, indem Sie die Daten dieser Website in Ihren Browsereinstellungen entfernen. Die Website funktioniert weiter; sie zeigt den Cookie-Hinweis erneut an und wählt die Sprache anhand Ihrer Browsereinstellungen.',
  'cookiesPage.changes.heading': 'Änderungen dieser Richtlinie',
  'cookiesPage.changes.text':
    'Sollten wir jemals weitere Cookies einsetzen, führen wir sie hier auf und bitten, wo gesetzlich vorgeschrieben, vorher um Ihre Zustimmung.',
  'cookiesPage.contact.text': 'Fragen zu Cookies:',

  'diagnostics.title': 'Systemstatus',
  'diagnostics.description': 'Technischer Status des TaxAtlas-Dienstes: API-Zustand, Version und Datenbank.',
  'diagnostics.lead': 'Der Zustand des Dienstes aus Sicht Ihres Browsers.',
  'diagnostics.api': 'API',
  'diagnostics.apiStatus': 'API-Zustand',
  'diagnostics.version': 'Version',
  'diagnostics.database': 'Datenbank',
  'diagnostics.language': 'Aktuelle Sprache',
  'diagnostics.build': 'Build',
  'diagnostics.mode': 'Modus',
  'diagnostics.bundle': 'Bundle',
  'diagnostics.platform': 'Plattform',
  'diagnostics.platform.web': 'Webbrowser',
  'diagnostics.platform.desktop': 'Desktop-App ({platform})',
  'diagnostics.apiAddress': 'API-Adresse',
  'diagnostics.checkedAt': 'Geprüft um',
  'diagnostics.refresh': 'Erneut prüfen',
  'diagnostics.checking': 'Wird geprüft …',
  'diagnostics.ok': 'OK',
  'diagnostics.error': 'Fehler',
  'diagnostics.unreachable': 'Nicht erreichbar',
  'diagnostics.up': 'Erreichbar',
  'diagnostics.down': 'Nicht erreichbar',
  'diagnostics.unknown': 'Unbekannt',
  'diagnostics.language.en': 'Englisch (en)',
  'diagnostics.language.de': 'Deutsch (de)',

  'notFound.description': 'Die gesuchte Seite gibt es auf TaxAtlas nicht.',
  'notFound.popular': 'Beliebte Seiten',
};
