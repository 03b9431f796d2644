import { isLabelKey, labelSpecs, type LabelValueKind } from '@taxatlas/tax-engine/core/labels';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { labelsDe, labelsEn } from '../../lib/i18n/public-catalogue/labels';
import { formatMoney, formatThreshold } from '../../lib/format';
import { isRecord, labelMessageId } from './label-keys';

// The engine's label specs and both languages' label messages are the largest part of the public catalogue: this
// module is loaded (result-labels.ts, loadLabelFormatting) when a page first shows or asks for a result, so no
// page's first load carries them.

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
