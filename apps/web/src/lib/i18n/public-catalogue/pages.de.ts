import type { pagesEn } from './pages';

export const pagesDe: Record<keyof typeof pagesEn, string> = {
  'landing.documentTitle': 'Steuerrechner für das Vereinigte Königreich, die USA und Deutschland',
  'landing.description':
    'Kostenlose, genaue Steuerrechner für Großbritannien, die USA und Deutschland: Einkommensteuer, National Insurance, Stamp Duty, Staatssteuern, Kapitalerträge und Nettolohn.',
  'landing.eyebrow': 'Offizielle Sätze für Großbritannien, die USA und Deutschland',
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
  'hub.uk.lead': 'Rechner für die britischen Steuerjahre {firstYear} bis {lastYear} mit den Sätzen und Grenzen der HMRC.',
  'hub.us.title': 'Steuerrechner für die USA',
  'hub.us.lead':
    'Rechner für Bundes- und Staatssteuern in den Steuerjahren {firstYear} bis {lastYear} mit den Sätzen des IRS und der Bundesstaaten.',
  'hub.germany.title': 'Steuerrechner für Deutschland',
  'hub.germany.lead': 'Rechner für die Steuerjahre {firstYear} bis {lastYear} mit dem Tarif des Einkommensteuergesetzes.',
  'hub.available': 'Jetzt verfügbar',
  'hub.comingSoon': 'Demnächst',
  'hub.noneAvailable': 'Für dieses Land ist noch kein Rechner verfügbar.',
  'hub.noneComingSoon': 'Alle geplanten Rechner für dieses Land sind verfügbar.',
  'hub.openCalculator': 'Rechner {name} öffnen',
  'hub.plannedLink': 'Was der Rechner {name} können wird',
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
    'Die britischen Rechner decken die Steuerjahre {ukFirstYear} bis {ukLastYear} ab, die US-Bundesrechner die Steuerjahre {usFirstYear} bis {usLastYear} und der Rechner für die Bundesstaaten {usStateFirstYear} bis {usStateLastYear} für alle 50 Bundesstaaten und DC, der deutsche Einkommensteuerrechner die Tarife {germanFirstYear} bis {germanLastYear}. Rechner, die noch entstehen, sind als „Demnächst“ gekennzeichnet und werden nie als fertig dargestellt.',
  'about.limits.heading': 'Was wir nicht tun',
  'about.limits.text':
    'TaxAtlas bietet keine persönliche Steuerberatung und reicht keine Steuererklärungen ein. Unsere Ergebnisse sind Schätzungen zur Information; für Entscheidungen zu Ihrer eigenen Situation wenden Sie sich bitte an eine qualifizierte Fachperson.',
  'about.contact.heading': 'Kontakt',
  'about.contact.formText': 'Am schnellsten erreichen Sie uns, auch wenn eine Zahl nicht stimmt, über unser',
  'about.contact.formLink': 'Kontaktformular',
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

  'systemStatus.title': 'Systemstatus',
  'systemStatus.description': 'Technischer Status des TaxAtlas-Dienstes: API-Zustand, Version und Datenbank.',
  'systemStatus.lead': 'Der Zustand des Dienstes aus Sicht Ihres Browsers.',
  'systemStatus.api': 'API',
  'systemStatus.apiStatus': 'API-Zustand',
  'systemStatus.version': 'Version',
  'systemStatus.database': 'Datenbank',
  'systemStatus.language': 'Aktuelle Sprache',
  'systemStatus.build': 'Build',
  'systemStatus.mode': 'Modus',
  'systemStatus.bundle': 'Bundle',
  'systemStatus.platform': 'Plattform',
  'systemStatus.platform.web': 'Webbrowser',
  'systemStatus.platform.desktop': 'Desktop-App ({platform})',
  'systemStatus.apiAddress': 'API-Adresse',
  'systemStatus.checkedAt': 'Geprüft um',
  'systemStatus.refresh': 'Erneut prüfen',
  'systemStatus.checking': 'Wird geprüft …',
  'systemStatus.ok': 'OK',
  'systemStatus.error': 'Fehler',
  'systemStatus.unreachable': 'Nicht erreichbar',
  'systemStatus.up': 'Erreichbar',
  'systemStatus.down': 'Nicht erreichbar',
  'systemStatus.unknown': 'Unbekannt',
  'systemStatus.language.en': 'Englisch (en)',
  'systemStatus.language.de': 'Deutsch (de)',

  'notFound.description': 'Die gesuchte Seite gibt es auf TaxAtlas nicht.',
  'notFound.popular': 'Beliebte Seiten',
};
