import type { Language } from './language';
import { blogEn } from './public-catalogue/blog';
import { calculatorsEn } from './public-catalogue/calculators';
import { desktopEn } from './public-catalogue/desktop';
import { layoutEn } from './public-catalogue/layout';
import { pagesEn } from './public-catalogue/pages';
import { en as coreEn } from './messages/en';

/** Every English message: the core catalogue plus each area's. */
export const en = { ...coreEn, ...layoutEn, ...pagesEn, ...calculatorsEn, ...blogEn, ...desktopEn };
export type MessageId = keyof typeof en;
export type Catalogue = Readonly<Record<MessageId, string>>;

/**
 * English is in the first load; German (german-catalogue.ts, about as large) is a chunk of its own, fetched only by a
 * visitor who reads German — before the app's first render (main.tsx) or when they switch language — so an English
 * reader never downloads it.
 */
const loaded: Partial<Record<Language, Catalogue>> = { en };
const listeners = new Set<() => void>();

export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded[language];
}

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const ready = loaded[language];
  if (ready) return ready;
  const { de } = await import('./german-catalogue');
  loaded.de = de;
  for (const listener of [...listeners]) listener();
  return de;
}

/** For useSyncExternalStore in the I18nProvider: tells it when a catalogue has arrived. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadedCatalogueCount = (): number => Object.keys(loaded).length;
