/**
 * Messages of the dashboard's overview (/admin/dashboard), in English and German. Registered as an area of its own
 * (use-dashboard-t.ts) when the screen's chunk loads.
 */
export const en = {
  'admin.overview.loading': 'Loading the figures…',
  'admin.overview.failed': 'The figures could not be loaded.',
  'admin.overview.retry': 'Try again',
  'admin.overview.users': 'Users',
  'admin.overview.usersByRole': '{admins} admins, {editors} editors, {users} readers',
  'admin.overview.articles': 'Articles',
  'admin.overview.status.draft': 'Drafts',
  'admin.overview.status.scheduled': 'Scheduled',
  'admin.overview.status.published': 'Published',
  'admin.overview.status.archived': 'Archived',
  'admin.overview.unreadContact': 'Unread contact messages',
  'admin.overview.toUnreadContact': 'Read them in the inbox',
  'admin.overview.views30': 'Article views, last 30 days',
  'admin.overview.calculations30': 'Calculations, last 30 days',
  'admin.overview.recent': 'Recently edited articles',
  'admin.overview.recentEmpty': 'No articles yet.',
  'admin.overview.edited': 'edited {date}',
  'admin.overview.toAnalytics': 'See analytics',
};

export type DashboardMessageId = keyof typeof en;

export const de: Record<DashboardMessageId, string> = {
  'admin.overview.loading': 'Die Zahlen werden geladen …',
  'admin.overview.failed': 'Die Zahlen konnten nicht geladen werden.',
  'admin.overview.retry': 'Erneut versuchen',
  'admin.overview.users': 'Benutzer',
  'admin.overview.usersByRole': '{admins} Admins, {editors} Redakteure, {users} Leser',
  'admin.overview.articles': 'Artikel',
  'admin.overview.status.draft': 'Entwürfe',
  'admin.overview.status.scheduled': 'Geplant',
  'admin.overview.status.published': 'Veröffentlicht',
  'admin.overview.status.archived': 'Archiviert',
  'admin.overview.unreadContact': 'Ungelesene Kontaktnachrichten',
  'admin.overview.toUnreadContact': 'Im Posteingang lesen',
  'admin.overview.views30': 'Artikelaufrufe, letzte 30 Tage',
  'admin.overview.calculations30': 'Berechnungen, letzte 30 Tage',
  'admin.overview.recent': 'Zuletzt bearbeitete Artikel',
  'admin.overview.recentEmpty': 'Noch keine Artikel.',
  'admin.overview.edited': 'bearbeitet am {date}',
  'admin.overview.toAnalytics': 'Zur Analyse',
};

export const dashboardMessages = { en, de } as const;
