import type { MediaItem, MediaVariantName } from '@taxatlas/contracts/media';
import { apiBaseUrl } from '../../../lib/bridge/host';

/**
 * The address to show or copy for an image path the API gives (`/api/media/files/…`): on the API's own base, which in
 * the desktop app is another origin than the page's.
 */
export function mediaSrc(url: string): string {
  return url.startsWith('/api/') ? `${apiBaseUrl()}${url.slice('/api'.length)}` : url;
}

/** The file of one variant, else the item's default (medium or the largest there is). */
export function variantUrl(item: MediaItem, name: MediaVariantName): string {
  return item.variants.find((variant) => variant.name === name)?.url ?? item.url;
}

/** 1.2 MB, 340 KB: sizes as people read them. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return format(bytes, 'B');
}
