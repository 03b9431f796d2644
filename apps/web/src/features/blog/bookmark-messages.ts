/**
 * Messages of the article's bookmark button, in English and German: registered as the "bookmark" area by the article
 * page's chunk (lib/i18n/area-messages.ts), so they are not part of every page's first load.
 */
export const en = {
  'bookmark.add': 'Bookmark',
  'bookmark.loginLabel': 'Log in to bookmark this article',
  'bookmark.failed': 'The bookmark could not be saved. Please try again.',
};

export type BookmarkMessageId = keyof typeof en;

export const de: Record<BookmarkMessageId, string> = {
  'bookmark.add': 'Merken',
  'bookmark.loginLabel': 'Melden Sie sich an, um diesen Artikel zu merken',
  'bookmark.failed': 'Das Lesezeichen konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
};

export const bookmarkMessages = { en, de } as const;
