/**
 * "UK Tax Guide 2024/25!" → "uk-tax-guide-2024-25" (ASCII; German umlauts spelled out). The API derives a missing
 * slug with it and the article editor shows the same slug while the title is typed, so the two never disagree.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
