import type { Language } from './language';

/** The English and German messages of one lazily loaded area (`src/features/<area>/messages.ts`). */
export interface AreaCatalogue {
  readonly en: Readonly<Record<string, string>>;
  readonly de: Readonly<Record<string, string>>;
}

/**
 * Message catalogues of the areas that load with their routes (conventions.md, "Web": a public visitor never
 * downloads admin messages). The shared and public strings are static (catalogues.ts); an area's route module
 * imports its own `messages.ts` and calls `registerAreaMessages` at the top of the module, so the catalogue is merged
 * into the I18nProvider before the area's first render, and only once its chunk has loaded.
 */
const registered = new Map<string, AreaCatalogue>();
const listeners = new Set<() => void>();
let version = 0;
const merged: Partial<Record<Language, Record<string, string>>> = {};

export function registerAreaMessages(area: string, catalogue: AreaCatalogue): void {
  if (registered.get(area) === catalogue) return;
  registered.set(area, catalogue);
  version += 1;
  delete merged.en;
  delete merged.de;
  for (const listener of [...listeners]) listener();
}

/** Every registered area's messages in one language (the same object until another area registers). */
export function areaMessages(language: Language): Readonly<Record<string, string>> {
  return (merged[language] ??= Object.assign({}, ...[...registered.values()].map((catalogue) => catalogue[language])));
}

export function registeredAreas(): readonly string[] {
  return [...registered.keys()];
}

/** For useSyncExternalStore in the I18nProvider. */
export function subscribeToAreaMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function areaMessagesVersion(): number {
  return version;
}
