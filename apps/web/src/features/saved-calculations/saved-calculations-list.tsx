import type { SavedCalculation, SavedCalculationExportFormat } from '@taxatlas/contracts/desktop-bridge';
import { reproducibleCalculationUrl } from '@taxatlas/contracts/wrong-figure-report';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AntdScope } from '../../components/antd-scope';
import { SavedCalculationFields, type SavedCalculationLabels } from '../../components/saved-calculation/saved-calculation-fields';
import { bridgeErrorText } from '../../lib/bridge/bridge-error';
import { hostBridge } from '../../lib/bridge/host';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { groupByClient } from './group-by-client';

/** The saved calculations of /saved (saved-calculations-page.tsx), by client, with their actions. */
export default function SavedCalculationsList({
  rows,
  reload,
}: {
  readonly rows: readonly SavedCalculation[];
  readonly reload: () => void;
}) {
  return (
    <AntdScope>
      <App component={false}>
        <SavedCalculationsContent rows={rows} reload={reload} />
      </App>
    </AntdScope>
  );
}

function SavedCalculationsContent({ rows, reload }: { readonly rows: readonly SavedCalculation[]; readonly reload: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [renaming, setRenaming] = useState<SavedCalculation>();

  const groups = useMemo(() => groupByClient(rows, filter, language), [rows, filter, language]);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) void message.success(done);
      reload();
    } catch (error) {
      void message.error(t('saved.actionFailed', { reason: bridgeErrorText(error) }));
    }
  };

  const exportRows = (format: SavedCalculationExportFormat, ids?: readonly string[]) =>
    act(async () => {
      const result = await hostBridge().savedCalculations.export(format, ids);
      if (result.saved) void message.success(t('saved.exported', { count: result.count, fileName: result.fileName }));
    });

  const open = (row: SavedCalculation) => {
    // Checked again on the way out: a saved calculation only ever reopens one of our calculators.
    const target = reproducibleCalculationUrl(row.calculation);
    if (target) navigate(target);
  };

  return (
    <>
      {rows.length > 0 ? (
        <>
          <Space wrap className="saved-toolbar">
            <Input.Search
              allowClear
              placeholder={t('saved.filter')}
              aria-label={t('saved.filter')}
              onChange={(event) => setFilter(event.target.value)}
              data-testid="saved-filter"
              style={{ width: 280 }}
            />
            <span data-testid="saved-count">{t('saved.count', { count: rows.length })}</span>
            <Button onClick={() => void exportRows('csv')} data-testid="saved-export-csv">
              {t('saved.exportCsv')}
            </Button>
            <Button onClick={() => void exportRows('json')} data-testid="saved-export-json">
              {t('saved.exportJson')}
            </Button>
          </Space>
          {groups.length === 0 ? <p data-testid="saved-no-match">{t('saved.noMatch', { filter })}</p> : null}
          {groups.map((group) => (
            <section key={group.client} className="saved-client" aria-labelledby={`saved-client-${group.slug}`}>
              <h2 id={`saved-client-${group.slug}`} data-testid={`saved-client-${group.slug}`}>
                {group.client} <small>({t('saved.count', { count: group.calculations.length })})</small>
              </h2>
              <Button
                size="small"
                onClick={() =>
                  void exportRows(
                    'csv',
                    group.calculations.map((row) => row.id),
                  )
                }
                data-testid={`saved-export-client-${group.slug}`}
              >
                {t('saved.exportClient', { client: group.client })}
              </Button>
              <div className="table-scroll">
                <table className="saved-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('saved.column.name')}</th>
                      <th scope="col">{t('saved.column.calculator')}</th>
                      <th scope="col">{t('saved.column.taxYear')}</th>
                      <th scope="col">{t('saved.column.totalTax')}</th>
                      <th scope="col">{t('saved.column.updated')}</th>
                      <th scope="col">{t('saved.column.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.calculations.map((row) => (
                      <tr key={row.id} data-testid="saved-calculation-row">
                        <th scope="row">{row.name}</th>
                        <td data-label={t('saved.column.calculator')}>{row.calculation.calculatorName}</td>
                        <td data-label={t('saved.column.taxYear')}>{row.calculation.taxYear}</td>
                        <td data-label={t('saved.column.totalTax')}>
                          {formatMoney(row.calculation.result.totalTax, row.calculation.result.currency)}
                        </td>
                        <td data-label={t('saved.column.updated')}>
                          {new Date(row.updatedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                        </td>
                        <td className="saved-actions">
                          <Space wrap size="small">
                            <Button type="primary" size="small" onClick={() => open(row)} data-testid="saved-calculation-open">
                              {t('saved.open')}
                            </Button>
                            <Button size="small" onClick={() => setRenaming(row)} data-testid="saved-calculation-rename">
                              {t('saved.rename')}
                            </Button>
                            <Popconfirm
                              title={t('saved.deleteConfirm', { name: row.name })}
                              okText={t('saved.delete')}
                              okButtonProps={{ danger: true, 'data-testid': 'saved-calculation-delete-confirm' }}
                              onConfirm={() => act(() => hostBridge().savedCalculations.remove(row.id), t('saved.deleted'))}
                            >
                              <Button size="small" danger data-testid="saved-calculation-delete">
                                {t('saved.delete')}
                              </Button>
                            </Popconfirm>
                          </Space>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </>
      ) : null}

      {renaming ? (
        <RenameDialog
          key={renaming.id}
          calculation={renaming}
          onClose={() => setRenaming(undefined)}
          onRenamed={() => {
            setRenaming(undefined);
            void message.success(t('saved.renamed'));
            reload();
          }}
        />
      ) : null}
    </>
  );
}

function RenameDialog({
  calculation,
  onClose,
  onRenamed,
}: {
  readonly calculation: SavedCalculation;
  readonly onClose: () => void;
  readonly onRenamed: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<SavedCalculationLabels>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: SavedCalculationLabels) => {
    setSaving(true);
    try {
      await hostBridge().savedCalculations.rename(calculation.id, values);
      onRenamed();
    } catch (error) {
      setFailure(t('saved.actionFailed', { reason: bridgeErrorText(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('saved.renameTitle')}
      okText={t('saveCalculation.submit')}
      cancelText={t('saveCalculation.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'saved-rename-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ client: calculation.client, name: calculation.name }}
        onFinish={(values) => void submit(values)}
      >
        <SavedCalculationFields testIdPrefix="saved-rename" />
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Form>
    </Modal>
  );
}
