import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '@taxatlas/tax-engine/core/result';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type * as LabelFormattingModule from './label-formatting';
import { isRecord } from './label-keys';

export { fieldMessageId, labelMessageId } from './label-keys';

type LabelFormatting = typeof LabelFormattingModule;

let labelFormatting: LabelFormatting | undefined;
let labelFormattingLoad: Promise<LabelFormatting> | undefined;
const labelFormattingListeners = new Set<() => void>();

/**
 * Loads the label messages and their formatter (label-formatting.ts) once. A results panel starts it as soon as a
 * calculation is asked for, so the messages are there when the answer arrives; until then a label shows the
 * engine's English beside it.
 */
export function loadLabelFormatting(): Promise<LabelFormatting> {
  labelFormattingLoad ??= import('./label-formatting').then((module) => {
    labelFormatting = module;
    for (const listener of labelFormattingListeners) listener();
    return module;
  });
  return labelFormattingLoad;
}

function onLabelFormattingLoaded(listener: () => void): () => void {
  labelFormattingListeners.add(listener);
  return () => labelFormattingListeners.delete(listener);
}

const loadedLabelFormatting = () => labelFormatting;

/** `labelText(band.label, band.band)`: a label's text, or the English beside it when there is no label. */
export type LabelText = (label: unknown, fallback: string) => string;

export function useLabelText(currency: string): LabelText {
  const { locale } = useIntl();
  const formatting = useSyncExternalStore(onLabelFormattingLoaded, loadedLabelFormatting, loadedLabelFormatting);
  const intl = useMemo(() => formatting?.labelIntl(locale), [formatting, locale]);
  return useCallback(
    (label, fallback) => {
      if (!formatting || !intl) {
        // The first label asked for loads the messages (idempotent, as React.lazy loads in render); this hook
        // renders again when they arrive.
        void loadLabelFormatting();
        return fallback;
      }
      return formatting.formatLabel(intl, label, fallback, currency);
    },
    [formatting, intl, currency],
  );
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
