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

export type OptionalTranslate = (id: string, values?: Record<string, string | number>) => string | undefined;

/** A breakdown group's label: by its title (two groups may share a type, e.g. federal and state income tax). */
export function groupLabel(optionalT: OptionalTranslate, group: { readonly title: string }): string {
  return optionalT(groupMessageId(group.title)) ?? group.title;
}

/** A stat card's title; "<State> income tax" keeps the state's name in every language. */
export function statLabel(optionalT: OptionalTranslate, title: string): string {
  const known = optionalT(statMessageId(title));
  if (known !== undefined) return known;
  const stateTax = /^(.+) income tax$/.exec(title);
  return (stateTax?.[1] ? optionalT('results.stat.regionIncomeTax', { region: stateTax[1] }) : undefined) ?? title;
}

/** A band's name; "22% bracket" and "15% rate" are translated with their rate. */
export function bandLabel(optionalT: OptionalTranslate, band: string): string {
  const known = optionalT(bandMessageId(band));
  if (known !== undefined) return known;
  const rated = /^(\d+(?:\.\d+)?)% (bracket|rate)$/.exec(band);
  if (rated?.[1])
    return optionalT(rated[2] === 'bracket' ? 'results.band.percentBracket' : 'results.band.percentRate', { rate: rated[1] }) ?? band;
  return band;
}

/** Fields whose text explains how the result was reached: shown in the Overview's information card. */
const explanationFields = ['incomeBase', 'ratesPeriod', 'reliefNote', 'methodNote', 'taxClassNote'] as const;

/** The explanations a result carries (its notes included), in a stable order. */
export function explanationLines(result: CalculationResult): string[] {
  const fields = resultFields(result);
  const lines: string[] = [];
  for (const key of explanationFields) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') lines.push(value);
  }
  const notes = fields.notes;
  if (Array.isArray(notes)) for (const note of notes) if (typeof note === 'string' && !lines.includes(note)) lines.push(note);
  return lines;
}

/** Array fields other than the summary and breakdown groups (notes, surcharges): listed under the Breakdown tab. */
export function extraListFields(result: CalculationResult): string[] {
  return Object.entries(resultFields(result))
    .filter(([key, value]) => Array.isArray(value) && value.length > 0 && !['summary', 'breakdowns', 'breakdown'].includes(key))
    .map(([key]) => key);
}

/** Stats about the Personal Allowance carry the allowance state (product-spec.md, "Results panel"). */
export function isAllowanceStat(title: string, icon: string | undefined): boolean {
  return slug(title).includes('allowance') || icon === 'gift';
}
