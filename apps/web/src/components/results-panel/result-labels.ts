import { isLabelKey, labelSpecs, type LabelValueKind } from '@taxatlas/tax-engine/core/labels';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '@taxatlas/tax-engine/core/result';
import { useCallback, useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { labelsDe, labelsEn } from '../../lib/i18n/public-catalogue/labels';
import { formatMoney, formatThreshold } from '../../lib/format';

/** The message of an engine label key (libs/tax-engine/src/core/labels.ts; messages in lib/i18n/public-catalogue/labels.ts). */
export const labelMessageId = (key: string) => `label.${key}`;
export const fieldMessageId = (key: string) => `results.field.${key}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A label value as its message shows it: money in the result's currency (en-GB, as every amount), rates and dates in the reader's language. */
function formatValue(intl: IntlShape, kind: LabelValueKind, value: string | number, currency: string): string | number {
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, currency) : value;
    case 'threshold':
      return typeof value === 'number' ? formatThreshold(value, currency) : value;
    case 'percent':
      return typeof value === 'number' ? intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 3 }) : value;
    case 'date': {
      const [year, month, day] = String(value).split('-').map(Number) as [number, number, number];
      return intl.formatDate(Date.UTC(year, month - 1, day), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    }
    case 'label':
      return formatLabel(intl, { key: value }, String(value), currency);
    default:
      return value;
  }
}

/**
 * A label in the reader's language. The engine's English (`fallback`) is shown only when the result has no usable
 * label: a result from an older API, or a key this build has no message for.
 */
export function formatLabel(intl: IntlShape, label: unknown, fallback: string, currency: string): string {
  if (!isRecord(label) || !isLabelKey(label.key)) return fallback;
  const id = labelMessageId(label.key);
  if (!Object.prototype.hasOwnProperty.call(intl.messages, id)) return fallback;
  const given = isRecord(label.values) ? label.values : {};
  const values: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(labelSpecs[label.key] as Readonly<Record<string, LabelValueKind>>)) {
    const value = given[name];
    if (typeof value !== 'string' && typeof value !== 'number') return fallback;
    values[name] = formatValue(intl, kind, value, currency);
  }
  return intl.formatMessage({ id }, values);
}

const labelIntlCache = createIntlCache();

/** The label messages in the language of `locale` (the app's: en-GB or de-DE), formatted for that locale. */
export function labelIntl(locale: string): IntlShape {
  const messages = locale.toLowerCase().startsWith('de') ? labelsDe : labelsEn;
  return createIntl({ locale, defaultLocale: 'en-GB', messages }, labelIntlCache);
}

/** `labelText(band.label, band.band)`: a label's text, or the English beside it when there is no label. */
export type LabelText = (label: unknown, fallback: string) => string;

export function useLabelText(currency: string): LabelText {
  const { locale } = useIntl();
  const intl = useMemo(() => labelIntl(locale), [locale]);
  return useCallback((label, fallback) => formatLabel(intl, label, fallback, currency), [intl, currency]);
}

export const groupLabel = (labelText: LabelText, group: BreakdownGroup) => labelText(group.label, group.title);
export const bandLabel = (labelText: LabelText, band: BreakdownBand) => labelText(band.label, band.band);
export const statTitle = (labelText: LabelText, stat: SummaryStat) => labelText(stat.titleLabel, stat.title);

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

/** Where a result field's text has its label: `incomeBase` → `incomeBaseLabel`, `notes` → `noteLabels`. */
export const labelFieldOf = (key: string) => (key === 'notes' ? 'noteLabels' : `${key}Label`);

/** Label fields are read with their text, never shown on their own. */
export const isLabelField = (key: string) => /Labels?$/.test(key);

/** A result text and its label. */
export interface LabelledLine {
  readonly text: string;
  readonly label: unknown;
}

/** Fields whose text explains how the result was reached: shown in the Overview's information card. */
const explanationFields = ['incomeBase', 'ratesPeriod', 'reliefNote', 'methodNote', 'taxClassNote'] as const;

/** The explanations a result carries (its notes included), in a stable order. */
export function explanationLines(result: CalculationResult): LabelledLine[] {
  const fields = resultFields(result);
  const lines: LabelledLine[] = [];
  for (const key of explanationFields) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') lines.push({ text: value, label: fields[labelFieldOf(key)] });
  }
  const notes = fields.notes;
  const noteLabels = Array.isArray(fields.noteLabels) ? (fields.noteLabels as unknown[]) : [];
  if (Array.isArray(notes))
    notes.forEach((note: unknown, index) => {
      if (typeof note === 'string' && !lines.some((line) => line.text === note)) lines.push({ text: note, label: noteLabels[index] });
    });
  return lines;
}

/** Array fields other than the summary, the breakdown groups and labels (notes, surcharges): listed under the Breakdown tab. */
export function extraListFields(result: CalculationResult): string[] {
  return Object.entries(resultFields(result))
    .filter(
      ([key, value]) =>
        Array.isArray(value) && value.length > 0 && !isLabelField(key) && !['summary', 'breakdowns', 'breakdown'].includes(key),
    )
    .map(([key]) => key);
}

/** The Personal Allowance card carries the allowance state (docs/product.md, "Results panel"). */
export function isAllowanceStat(stat: SummaryStat): boolean {
  const label: unknown = stat.titleLabel;
  return isRecord(label) ? label.key === 'uk.stat.personalAllowance' : stat.icon === 'gift';
}
