/**
 * Messages of the guards' 403 screen, in English and German. They load with the guards (a chunk of the signed-in
 * routes), registered as the "auth" area (lib/i18n/area-messages.ts), not with the public pages.
 */
export const en = {
  'auth.forbidden.title': 'Not allowed',
  'auth.forbidden.text': 'Your account does not have access to this page. If you think it should, ask an administrator.',
  'auth.forbidden.home': 'Go to the home page',
};

export type AuthMessageId = keyof typeof en;

export const de: Record<AuthMessageId, string> = {
  'auth.forbidden.title': 'Kein Zugriff',
  'auth.forbidden.text': 'Ihr Konto hat keinen Zugriff auf diese Seite. Wenn es ihn haben sollte, wenden Sie sich an einen Administrator.',
  'auth.forbidden.home': 'Zur Startseite',
};

export const authMessages = { en, de } as const;
