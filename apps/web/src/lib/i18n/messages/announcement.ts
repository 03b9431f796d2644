/**
 * Messages of the announcement banner (public: components/layout/announcement-banner.tsx), in English and German.
 * Not in the static catalogue: the banner is a lazy chunk loaded only when the site has an announcement, and it
 * registers these when it loads, so the first load of every page stays within its budget.
 */
export const announcementEn = {
  'announcement.label': 'Announcement',
  'announcement.dismiss': 'Dismiss announcement',
};

export type AnnouncementMessageId = keyof typeof announcementEn;

export const announcementDe: Record<AnnouncementMessageId, string> = {
  'announcement.label': 'Hinweis',
  'announcement.dismiss': 'Hinweis ausblenden',
};

export const announcementMessages = { en: announcementEn, de: announcementDe } as const;
