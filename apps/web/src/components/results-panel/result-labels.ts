import type { CalculationResult } from '@taxatlas/tax-engine/core/result';

/** "Take-home pay" → "take-home-pay": the stable part of a derived message id. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Message ids derived from the engine's English names; a name without a message is shown as the engine wrote it. */
export const statMessageId = (title: string) => `results.stat.${slug(title)}`;
export const bandMessageId = (band: string) => `results.band.${slug(band)}`;
export const groupMessageId = (type: string) => `results.group.${slug(type)}`;
export const fieldMessageId = (key: string) => `results.field.${key}`;

/** The result with its calculator-specific fields readable by name. */
export function resultFields(result: CalculationResult): Record<string, unknown> {
  return result as unknown as Record<string, unknown>;
}

export function numberField(result: CalculationResult, key: string): number | undefined {
  const value = resultFields(result)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function booleanField(result: CalculationResult, key: string): boolean | undefined {
  const value = resultFields(result)[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** Stats about the Personal Allowance carry the allowance state (product-spec.md, "Results panel"). */
export function isAllowanceStat(title: string, icon: string | undefined): boolean {
  return slug(title).includes('allowance') || icon === 'gift';
}
