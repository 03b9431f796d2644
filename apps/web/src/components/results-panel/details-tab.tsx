import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useOptionalT, useT } from '../../lib/i18n/use-t';
import { formatMoney, formatPercent, humanizeKey } from '../../lib/format';
import { listTarget, tableTarget } from './breakdown-tab';
import { fieldMessageId, groupLabel, isLabelField, labelFieldOf, resultFields, useLabelText } from './result-labels';

/** Fields shown first, in this order; the rest follow as the result lists them. */
const leadingFields = ['inputAmount', 'calculationType', 'currency'] as const;

/** Numeric fields that are not money. */
const isRateField = (key: string) => /rate$/i.test(key);
const countFields = new Set(['taxClass', 'age65OrOlder', 'blind', 'payPeriods']);

export interface DetailsTabProps {
  readonly result: CalculationResult;
  /** Jump to the Breakdown tab and highlight a table or list (see breakdown-tab.tsx tableTarget/listTarget). */
  readonly onShowBreakdown: (target: string) => void;
  readonly onShowOverview: () => void;
}

export function DetailsTab({ result, onShowBreakdown, onShowOverview }: DetailsTabProps) {
  const t = useT();
  const optionalT = useOptionalT();
  const labelText = useLabelText(result.currency);
  const fields = resultFields(result);

  const viewItems = (count: number, onClick: () => void, testId: string, label?: string) => (
    <Button
      type="link"
      className="view-items"
      onClick={onClick}
      data-testid={testId}
      aria-label={label ? `${label}: ${t('results.details.viewItems', { count })}` : undefined}
    >
      {t('results.details.viewItems', { count })}
    </Button>
  );

  const renderValue = (key: string, value: unknown): ReactNode => {
    if (Array.isArray(value)) {
      if (key === 'summary') return viewItems(value.length, onShowOverview, `view-items-${key}`);
      if (key === 'breakdowns') {
        return (
          <ul className="details-groups">
            {result.breakdowns.map((group, index) => {
              const groupTitle = groupLabel(labelText, group);
              return (
                <li key={`${group.type}-${index}`}>
                  <span>{groupTitle}: </span>
                  {viewItems(group.data.length, () => onShowBreakdown(tableTarget(index)), `view-items-breakdown-${index}`, groupTitle)}
                </li>
              );
            })}
          </ul>
        );
      }
      // The state tax's `breakdown` is the first table's bands; other lists (notes, surcharges) have a section of their own.
      const target = key === 'breakdown' || value.length === 0 ? tableTarget(0) : listTarget(key);
      return viewItems(value.length, () => onShowBreakdown(target), `view-items-${key}`);
    }
    if (typeof value === 'number') {
      if (countFields.has(key)) return String(value);
      if (isRateField(key)) return formatPercent(value, 2);
      return formatMoney(value, result.currency);
    }
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'string') {
      const label = fields[labelFieldOf(key)];
      return label === undefined ? (optionalT(`results.value.${value}`) ?? value) : labelText(label, value);
    }
    if (value === null || value === undefined) return '—';
    return (
      <code>
        {Object.entries(value as Record<string, unknown>)
          .map(
            ([entryKey, entryValue]) =>
              `${entryKey}: ${typeof entryValue === 'number' ? formatMoney(entryValue, result.currency) : String(entryValue)}`,
          )
          .join(', ')}
      </code>
    );
  };

  const keys = [
    ...leadingFields,
    ...Object.keys(fields).filter((key) => !(leadingFields as readonly string[]).includes(key) && !isLabelField(key)),
  ];
  const items: DescriptionsProps['items'] = keys.map((key) => ({
    key,
    label: optionalT(fieldMessageId(key)) ?? humanizeKey(key),
    children: <span data-field={key}>{renderValue(key, fields[key])}</span>,
  }));

  return <Descriptions className="details-tab" bordered size="small" column={1} items={items} />;
}
