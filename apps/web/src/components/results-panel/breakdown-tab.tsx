import type { BreakdownBand, BreakdownGroup, CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Table, Tooltip, type TableColumnsType } from 'antd';
import { useOptionalT, useT } from '../../lib/i18n/use-t';
import { formatMoney, formatRate } from '../../lib/format';
import { bandLabel, extraListFields, groupLabel, labelFieldOf, resultFields, useLabelText, type LabelText } from './result-labels';

interface BandRow extends BreakdownBand {
  readonly key: string;
}

function BreakdownTable({
  group,
  index,
  currency,
  highlighted,
}: {
  group: BreakdownGroup;
  index: number;
  currency: string;
  highlighted: boolean;
}) {
  const t = useT();
  const labelText = useLabelText(currency);
  const money = (amount: number) => formatMoney(amount, currency);
  const title = groupLabel(labelText, group);
  const headingId = `breakdown-heading-${index}`;
  const taxableTotal = group.data.reduce((sum, band) => sum + Math.round(band.taxableAmount * 100), 0) / 100;

  const columns: TableColumnsType<BandRow> = [
    {
      title: t('results.breakdown.band'),
      dataIndex: 'band',
      key: 'band',
      render: (_band: string, row) => {
        const label = bandLabel(labelText, row);
        return row.reference ? (
          <Tooltip title={row.reference}>
            <span className="band-name">{label}</span>
          </Tooltip>
        ) : (
          label
        );
      },
    },
    { title: t('results.breakdown.rate'), dataIndex: 'rate', key: 'rate', align: 'right', render: (rate: number) => formatRate(rate) },
    {
      title: t('results.breakdown.taxableAmount'),
      dataIndex: 'taxableAmount',
      key: 'taxableAmount',
      align: 'right',
      render: (amount: number) => money(amount),
    },
    { title: t('results.breakdown.value'), dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => money(amount) },
  ];

  return (
    <section
      className={`breakdown-section${highlighted ? ' breakdown-highlight' : ''}`}
      data-testid={`breakdown-table-${index}`}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="breakdown-title">
        {title}
      </h3>
      <Table<BandRow>
        size="small"
        pagination={false}
        columns={columns}
        dataSource={group.data.map((band, bandIndex) => ({ ...band, key: `${band.band}-${bandIndex}` }))}
        summary={() => (
          <Table.Summary.Row className="breakdown-total">
            <Table.Summary.Cell index={0}>
              <strong>{t('results.breakdown.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2} align="right">
              <strong>{money(taxableTotal)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="breakdown-total">{money(group.totalAmount)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}

/** The highlight target of a breakdown table, and of an extra list (notes, surcharges). */
export const tableTarget = (index: number) => `table-${index}`;
export const listTarget = (key: string) => `list-${key}`;

/** A list item in the reader's language: a note by its label, a surcharge by its name's and basis's labels. */
function itemText(item: unknown, itemLabel: unknown, labelText: LabelText): string {
  if (typeof item === 'string') return labelText(itemLabel, item);
  if (typeof item === 'object' && item !== null) {
    const record = item as Record<string, unknown>;
    const name = typeof record.name === 'string' ? labelText(record.label, record.name) : undefined;
    if (name) {
      const rate = typeof record.rate === 'number' ? ` (${formatRate(record.rate)})` : '';
      const basis = typeof record.basis === 'string' ? `: ${labelText(record.basisLabel, record.basis)}` : '';
      return `${name}${rate}${basis}`;
    }
    return JSON.stringify(item);
  }
  return String(item);
}

interface ExtraListProps {
  readonly name: string;
  readonly items: readonly unknown[];
  /** The items' labels, for a list of texts (`noteLabels` for `notes`). */
  readonly labels: readonly unknown[];
  readonly currency: string;
  readonly highlighted: boolean;
}

function ExtraList({ name, items, labels, currency, highlighted }: ExtraListProps) {
  const optionalT = useOptionalT();
  const labelText = useLabelText(currency);
  const headingId = `breakdown-list-${name}`;
  return (
    <section
      className={`breakdown-section breakdown-list${highlighted ? ' breakdown-highlight' : ''}`}
      data-testid={`breakdown-list-${name}`}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="breakdown-title">
        {optionalT(`results.field.${name}`) ?? name}
      </h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{itemText(item, labels[index], labelText)}</li>
        ))}
      </ul>
    </section>
  );
}

const arrayField = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

export function BreakdownTab({ result, highlighted }: { result: CalculationResult; highlighted: string | null }) {
  const t = useT();
  const fields = resultFields(result);
  const lists = extraListFields(result);
  if (result.breakdowns.length === 0 && lists.length === 0) return <p>{t('results.breakdown.empty')}</p>;
  return (
    <div className="breakdown-tab">
      {result.breakdowns.map((group, index) => (
        <BreakdownTable
          key={`${group.type}-${index}`}
          group={group}
          index={index}
          currency={result.currency}
          highlighted={highlighted === tableTarget(index)}
        />
      ))}
      {lists.map((key) => (
        <ExtraList
          key={key}
          name={key}
          items={fields[key] as readonly unknown[]}
          labels={arrayField(fields[labelFieldOf(key)])}
          currency={result.currency}
          highlighted={highlighted === listTarget(key)}
        />
      ))}
    </div>
  );
}
