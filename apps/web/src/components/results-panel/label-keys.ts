/** The message of an engine label key (libs/tax-engine/src/core/labels.ts; messages in lib/i18n/public-catalogue/labels.ts). */
export const labelMessageId = (key: string) => `label.${key}`;
export const fieldMessageId = (key: string) => `results.field.${key}`;

/** A plain object (a label, its values). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
