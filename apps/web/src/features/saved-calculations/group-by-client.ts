import type { SavedCalculation } from '@taxatlas/contracts/desktop-bridge';

export interface ClientGroup {
  readonly client: string;
  /** For test ids and anchors: "Smith & Co" → "smith-co". */
  readonly slug: string;
  /** Newest first, as the bridge lists them. */
  readonly calculations: readonly SavedCalculation[];
}

export function clientSlug(client: string): string {
  const slug = client
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'client';
}

/**
 * Saved calculations by client, clients in alphabetical order (as a professional's client list reads), keeping the
 * newest-first order within each. `filter` keeps the calculations whose client or name contains it, ignoring case.
 */
export function groupByClient(rows: readonly SavedCalculation[], filter = '', locale = 'en'): ClientGroup[] {
  const needle = filter.trim().toLocaleLowerCase(locale);
  const groups = new Map<string, SavedCalculation[]>();
  for (const row of rows) {
    if (needle && !`${row.client}\n${row.name}`.toLocaleLowerCase(locale).includes(needle)) continue;
    const group = groups.get(row.client) ?? [];
    group.push(row);
    groups.set(row.client, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, locale, { sensitivity: 'base' }))
    .map(([client, calculations]) => ({ client, slug: clientSlug(client), calculations }));
}
