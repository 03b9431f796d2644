import { CONTACT_SENT_MESSAGE } from '@taxatlas/contracts/contact-form-limits';

/**
 * Messages of the contact page (/contact), in English and German. Not part of the static catalogue: the page's chunk
 * registers them when it loads (lib/i18n/area-messages.ts), so they never reach the first load of another page.
 * src/app/area-catalogues.test.ts checks both languages hold the same ids and arguments.
 */
export const en = {
  'contactForm.title': 'Contact us',
  'contactForm.description':
    'Write to TaxAtlas: a question, feedback, a partnership idea, or a figure in one of our calculators that looks wrong.',
  'contactForm.lead': 'A question, feedback, a partnership idea, or a figure that looks wrong? Write to us and we will answer by e-mail.',
  'contactForm.emailInstead': 'Prefer your own e-mail program? Write to',
  'contactForm.formLabel': 'Contact form',

  // Fields
  'contactForm.field.formType': 'What is your message about?',
  'contactForm.field.name': 'Name',
  'contactForm.field.email': 'E-mail address',
  'contactForm.field.emailHelp': 'We use it only to answer you.',
  'contactForm.field.subject': 'Subject',
  'contactForm.field.message': 'Message',
  'contactForm.field.messageHelp': 'Up to {max, number} characters.',
  'contactForm.field.honeypot': 'Leave this field empty',
  'contactForm.type.general': 'General question',
  'contactForm.type.feedback': 'Feedback',
  'contactForm.type.partnership': 'Partnership',
  'contactForm.type.wrong-figure': 'Report a wrong figure',
  'contactForm.submit': 'Send message',
  'contactForm.submitting': 'Sending…',

  // Field errors: the contracts' schema (and the server) name the field; these say it in the visitor's language.
  'contactForm.validation.nameRequired': 'Please enter your name.',
  'contactForm.validation.emailRequired': 'Please enter your e-mail address, so that we can answer you.',
  'contactForm.validation.subjectRequired': 'Please enter a subject.',
  'contactForm.validation.messageRequired': 'Please write your message.',
  'contactForm.validation.email': 'Enter a valid e-mail address, such as name@example.com.',
  'contactForm.validation.tooLong': '{field} must be at most {max, number} characters.',
  'contactForm.validation.formType': 'Choose what your message is about.',

  // Problems with sending: the visitor must know that nothing was sent.
  'contactForm.error.title': 'Your message has not been sent',
  'contactForm.error.checkFields': 'Please correct the highlighted fields.',
  'contactForm.error.network': 'TaxAtlas could not be reached. Check your connection and try again.',
  'contactForm.error.rateLimited': 'You have sent several messages in a short time. Please try again later.',
  'contactForm.error.rateLimitedSeconds':
    'You have sent several messages in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  'contactForm.error.rateLimitedMinutes':
    'You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'contactForm.error.attachment': 'The attached calculation could not be sent. Remove the attachment and try again.',
  'contactForm.error.failed': 'Something went wrong on our side. Please try again in a moment.',

  // A wrong figure, reported from a calculator's results
  'contactForm.tracking.title': 'Attached to your report:',
  'contactForm.tracking.summary': '{calculator}, tax year {taxYear}, result total tax {totalTax}',
  'contactForm.tracking.explain': 'We see the inputs you entered and can run the same calculation again.',
  'contactForm.tracking.remove': 'Remove attachment',
  'contactForm.tracking.subject': 'Wrong figure: {calculator} {taxYear}',

  // After the server stored the message (201)
  'contactForm.sent.title': 'Message sent',
  'contactForm.sent.serverMessage': CONTACT_SENT_MESSAGE,
  'contactForm.sent.replyTo': 'We will answer you at {email}.',
  'contactForm.sent.subject': 'Subject',
  'contactForm.sent.formType': 'About',
  'contactForm.sent.withCalculation': 'Your report includes the calculation you saw, so we can check it.',
  'contactForm.sent.another': 'Write another message',
} as const;

export type ContactMessageId = keyof typeof en;

export const de: Record<ContactMessageId, string> = {
  'contactForm.title': 'Kontakt',
  'contactForm.description':
    'Schreiben Sie TaxAtlas: eine Frage, Feedback, eine Idee für eine Partnerschaft oder eine Zahl in einem unserer Rechner, die nicht stimmt.',
  'contactForm.lead':
    'Eine Frage, Feedback, eine Idee für eine Partnerschaft oder eine Zahl, die nicht stimmt? Schreiben Sie uns – wir antworten per E-Mail.',
  'contactForm.emailInstead': 'Lieber mit Ihrem eigenen E-Mail-Programm? Schreiben Sie an',
  'contactForm.formLabel': 'Kontaktformular',

  'contactForm.field.formType': 'Worum geht es?',
  'contactForm.field.name': 'Name',
  'contactForm.field.email': 'E-Mail-Adresse',
  'contactForm.field.emailHelp': 'Wir verwenden sie nur, um Ihnen zu antworten.',
  'contactForm.field.subject': 'Betreff',
  'contactForm.field.message': 'Nachricht',
  'contactForm.field.messageHelp': 'Bis zu {max, number} Zeichen.',
  'contactForm.field.honeypot': 'Dieses Feld bitte leer lassen',
  'contactForm.type.general': 'Allgemeine Frage',
  'contactForm.type.feedback': 'Feedback',
  'contactForm.type.partnership': 'Partnerschaft',
  'contactForm.type.wrong-figure': 'Falschen Wert melden',
  'contactForm.submit': 'Nachricht senden',
  'contactForm.submitting': 'Wird gesendet…',

  'contactForm.validation.nameRequired': 'Bitte geben Sie Ihren Namen ein.',
  'contactForm.validation.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein, damit wir Ihnen antworten können.',
  'contactForm.validation.subjectRequired': 'Bitte geben Sie einen Betreff ein.',
  'contactForm.validation.messageRequired': 'Bitte schreiben Sie Ihre Nachricht.',
  'contactForm.validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
  'contactForm.validation.tooLong': '{field} darf höchstens {max, number} Zeichen lang sein.',
  'contactForm.validation.formType': 'Wählen Sie, worum es in Ihrer Nachricht geht.',

  'contactForm.error.title': 'Ihre Nachricht wurde nicht gesendet',
  'contactForm.error.checkFields': 'Bitte korrigieren Sie die markierten Felder.',
  'contactForm.error.network': 'TaxAtlas ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'contactForm.error.rateLimited': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es später noch einmal.',
  'contactForm.error.rateLimitedSeconds':
    'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'contactForm.error.rateLimitedMinutes':
    'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  'contactForm.error.attachment':
    'Die angehängte Berechnung konnte nicht gesendet werden. Entfernen Sie den Anhang und versuchen Sie es erneut.',
  'contactForm.error.failed': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',

  'contactForm.tracking.title': 'An Ihre Meldung angehängt:',
  'contactForm.tracking.summary': '{calculator}, Steuerjahr {taxYear}, Ergebnis Steuer gesamt {totalTax}',
  'contactForm.tracking.explain': 'Wir sehen Ihre Eingaben und können dieselbe Berechnung noch einmal ausführen.',
  'contactForm.tracking.remove': 'Anhang entfernen',
  'contactForm.tracking.subject': 'Falscher Wert: {calculator} {taxYear}',

  'contactForm.sent.title': 'Nachricht gesendet',
  'contactForm.sent.serverMessage':
    'Vielen Dank für Ihre Nachricht. Wir lesen jede Nachricht und antworten in der Regel innerhalb von zwei Werktagen.',
  'contactForm.sent.replyTo': 'Wir antworten Ihnen an {email}.',
  'contactForm.sent.subject': 'Betreff',
  'contactForm.sent.formType': 'Thema',
  'contactForm.sent.withCalculation': 'Ihre Meldung enthält die Berechnung, die Sie gesehen haben, damit wir sie prüfen können.',
  'contactForm.sent.another': 'Weitere Nachricht schreiben',
};

export const contactFormMessages = { en, de } as const;
