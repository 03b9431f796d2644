/**
 * Messages of the site settings screen (/admin/dashboard/settings), in English and German. Registered by
 * use-settings-t.ts when the screen's chunk loads, like the rest of the admin area (lib/i18n/feature-messages.ts).
 */
export const en = {
  'admin.settings.title': 'Site settings',
  'admin.settings.lead':
    'The site name, support e-mail and default language that visitors see, and how long contact messages keep IP addresses.',
  'admin.settings.empty': 'There are no settings to change yet.',
  'admin.settings.siteName': 'Site name',
  'admin.settings.siteNameHelp': 'Shown in the footer and in page titles.',
  'admin.settings.supportEmail': 'Support e-mail',
  'admin.settings.supportEmailHelp': 'The contact address in the footer and on the legal pages.',
  'admin.settings.defaultLanguage': 'Default language',
  'admin.settings.defaultLanguageHelp': 'For visitors with no stored choice and no German browser.',
  'admin.settings.language.en': 'English',
  'admin.settings.language.de': 'German',
  'admin.settings.allowRegistration': 'Allow registration',
  'admin.settings.allowRegistrationHelp': 'When off, /signup is closed; existing accounts can still sign in.',
  'admin.settings.announcement': 'Announcement',
  'admin.settings.announcementHelp':
    'Plain text shown in a banner above every public page until a visitor dismisses it. Leave empty for none.',
  'admin.settings.save': 'Save settings',
  'admin.settings.reset': 'Discard changes',
  'admin.settings.saved': 'The site settings were saved.',
  'admin.settings.nothingChanged': 'Nothing has changed.',
  'admin.settings.saveFailed': 'The settings were not saved.',
  'admin.settings.loadFailed': 'The settings could not be loaded.',
  'admin.settings.retry': 'Try again',
  'admin.settings.unsaved.title': 'Leave without saving?',
  'admin.settings.unsaved.text': 'Your changes to the site settings are not saved yet.',
  'admin.settings.unsaved.leave': 'Leave',
  'admin.settings.unsaved.stay': 'Stay',
  'admin.settings.error.required': 'This field is required.',
  'admin.settings.error.tooLong': 'Use at most {max} characters.',
  'admin.settings.error.email': 'Enter a valid e-mail address, such as name@example.com.',
  'admin.settings.contactRetentionDays': 'Keep contact IP addresses for (days)',
  'admin.settings.contactRetentionDaysHelp':
    'A contact message keeps the IP address and browser (user agent) it was sent from for this many days, for spam checks; then both are removed for good. The message itself stays.',
  'admin.settings.error.wholeDays': 'Enter a whole number of days from {min} to {max}.',
};

export type SettingsMessageId = keyof typeof en;

export const de: Record<SettingsMessageId, string> = {
  'admin.settings.title': 'Website-Einstellungen',
  'admin.settings.lead':
    'Name der Website, Support-E-Mail und Standardsprache, die Besucher sehen, und wie lange Kontaktnachrichten IP-Adressen behalten.',
  'admin.settings.empty': 'Es gibt noch keine Einstellungen zu ändern.',
  'admin.settings.siteName': 'Name der Website',
  'admin.settings.siteNameHelp': 'Erscheint in der Fußzeile und in Seitentiteln.',
  'admin.settings.supportEmail': 'Support-E-Mail',
  'admin.settings.supportEmailHelp': 'Die Kontaktadresse in der Fußzeile und auf den rechtlichen Seiten.',
  'admin.settings.defaultLanguage': 'Standardsprache',
  'admin.settings.defaultLanguageHelp': 'Für Besucher ohne gespeicherte Wahl und ohne deutschen Browser.',
  'admin.settings.language.en': 'Englisch',
  'admin.settings.language.de': 'Deutsch',
  'admin.settings.allowRegistration': 'Registrierung erlauben',
  'admin.settings.allowRegistrationHelp': 'Wenn aus, ist /signup geschlossen; bestehende Konten können sich weiter anmelden.',
  'admin.settings.announcement': 'Hinweis',
  'admin.settings.announcementHelp':
    'Reiner Text in einem Banner über jeder öffentlichen Seite, bis Besucher ihn ausblenden. Leer lassen für keinen.',
  'admin.settings.save': 'Einstellungen speichern',
  'admin.settings.reset': 'Änderungen verwerfen',
  'admin.settings.saved': 'Die Website-Einstellungen wurden gespeichert.',
  'admin.settings.nothingChanged': 'Es wurde nichts geändert.',
  'admin.settings.saveFailed': 'Die Einstellungen wurden nicht gespeichert.',
  'admin.settings.loadFailed': 'Die Einstellungen konnten nicht geladen werden.',
  'admin.settings.retry': 'Erneut versuchen',
  'admin.settings.unsaved.title': 'Ohne Speichern verlassen?',
  'admin.settings.unsaved.text': 'Ihre Änderungen an den Website-Einstellungen sind noch nicht gespeichert.',
  'admin.settings.unsaved.leave': 'Verlassen',
  'admin.settings.unsaved.stay': 'Bleiben',
  'admin.settings.error.required': 'Dieses Feld ist erforderlich.',
  'admin.settings.error.tooLong': 'Höchstens {max} Zeichen.',
  'admin.settings.error.email': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'admin.settings.contactRetentionDays': 'IP-Adressen von Kontaktnachrichten aufbewahren (Tage)',
  'admin.settings.contactRetentionDaysHelp':
    'Eine Kontaktnachricht behält die IP-Adresse und den Browser (User-Agent), von denen sie gesendet wurde, so viele Tage für Spam-Prüfungen; danach werden beide endgültig entfernt. Die Nachricht selbst bleibt.',
  'admin.settings.error.wholeDays': 'Geben Sie eine ganze Zahl von Tagen zwischen {min} und {max} ein.',
};

export const settingsMessages = { en, de } as const;
