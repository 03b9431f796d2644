import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useOptionalT, useT } from '../../app/i18n/use-t';
import { formatMoney, formatPercent, humanizeKey } from '../../lib/format';
import { fieldMessageId, groupMessageId, resultFields } from './result-labels';

/** Fields shown first, in this order; the rest follow as the result lists them. */
const leadingFields = ['inputAmount', 'calculationType', 'currency'] as const;

/** Numeric fields that are not money. */
const isRateField = (key: string) => /rate$/i.test(key);

export interface DetailsTabProps {
  readonly result: CalculationResult;
  /** Jump to the Breakdown tab and highlight table `index`. */
  readonly onShowBreakdown: (index: number) => void;
  readonly onShowOverview: () => void;
}

export function DetailsTab({ result, onShowBreakdown, onShowOverview }: DetailsTabProps) {
  const t = useT();
  const optionalT = useOptionalT();
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
              const groupTitle = optionalT(groupMessageId(group.type)) ?? group.title;
              return (
                <li key={`${group.type}-${index}`}>
                  <span>{groupTitle}: </span>
                  {viewItems(group.data.length, () => onShowBreakdown(index), `view-items-breakdown-${index}`, groupTitle)}
                </li>
              );
            })}
          </ul>
        );
      }
      return viewItems(value.length, () => onShowBreakdown(0), `view-items-${key}`);
    }
    if (typeof value === 'number') {
      if (isRateField(key)) return formatPercent(value, 2);
      return formatMoney(value, result.currency);
    }
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'string') return optionalT(`results.value.${value}`) ?? value;
    if (value === null || value === undefined) return '—';
    return <code>{JSON.stringify(value)}</code>;
  };

  const keys = [...leadingFields, ...Object.keys(fields).filter((key) => !(leadingFields as readonly string[]).includes(key))];
  const items: DescriptionsProps['items'] = keys.map((key) => ({
    key,
    label: optionalT(fieldMessageId(key)) ?? humanizeKey(key),
    children: <span data-field={key}>{renderValue(key, fields[key])}</span>,
  }));

  return <Descriptions className="details-tab" bordered size="small" column={1} items={items} />;
}
