/**
 * Messages of the account area (/settings), in English and German. Not part of the static catalogue: the area's
 * route module registers them when its chunk loads (lib/i18n/area-messages.ts), so they never reach a visitor who
 * does not sign in. lib/i18n/messages.test.ts checks both languages hold the same ids and arguments.
 */
export const en = {
  'settings.title': 'Settings',
  'settings.description': 'Your TaxAtlas account: profile, password, language and bookmarks.',
  'settings.lead': 'Your account on TaxAtlas: your profile, your password, the language of the site and the articles you bookmarked.',
  'settings.signedInAs': 'Signed in as {name}',
  'settings.language.title': 'Language',
  'settings.language.text': 'The language TaxAtlas uses on this device.',
};

export type AccountMessageId = keyof typeof en;

export const de: Record<AccountMessageId, string> = {
  'settings.title': 'Einstellungen',
  'settings.description': 'Ihr TaxAtlas-Konto: Profil, Passwort, Sprache und Lesezeichen.',
  'settings.lead': 'Ihr Konto bei TaxAtlas: Ihr Profil, Ihr Passwort, die Sprache der Website und die Artikel, die Sie gemerkt haben.',
  'settings.signedInAs': 'Angemeldet als {name}',
  'settings.language.title': 'Sprache',
  'settings.language.text': 'Die Sprache, in der TaxAtlas auf diesem Gerät erscheint.',
};

export const accountMessages = { en, de } as const;
