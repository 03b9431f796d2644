/**
 * Messages of the user menu and the logout toasts, in English and German. The menu is a chunk of its own that loads
 * only for a signed-in visitor, and registers these as the "user-menu" area (lib/i18n/area-messages.ts): a visitor
 * who never signs in downloads none of them. The toast texts are docs/product.md's ("Logout").
 */
export const en = {
  'userMenu.button': 'Account menu of {name}',
  'userMenu.signedInAs': 'Signed in as',
  'userMenu.dashboard': 'Dashboard',
  'userMenu.settings': 'Settings',
  'userMenu.logout': 'Log Out',
  'userMenu.loggedOutTitle': 'Logged Out',
  'userMenu.loggedOutRedirected': 'You have been logged out and redirected to the homepage.',
  'userMenu.loggedOut': 'You have been logged out successfully.',
};

export type UserMenuMessageId = keyof typeof en;

export const de: Record<UserMenuMessageId, string> = {
  'userMenu.button': 'Kontomenü von {name}',
  'userMenu.signedInAs': 'Angemeldet als',
  'userMenu.dashboard': 'Dashboard',
  'userMenu.settings': 'Einstellungen',
  'userMenu.logout': 'Abmelden',
  'userMenu.loggedOutTitle': 'Abgemeldet',
  'userMenu.loggedOutRedirected': 'Sie wurden abgemeldet und zur Startseite weitergeleitet.',
  'userMenu.loggedOut': 'Sie wurden erfolgreich abgemeldet.',
};

export const userMenuMessages = { en, de } as const;
