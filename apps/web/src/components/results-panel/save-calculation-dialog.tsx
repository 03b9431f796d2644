import type { CalculationSnapshot, SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { Alert, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { bridgeErrorText } from '../../lib/bridge/bridge-error';
import { hostBridge, isDesktop } from '../../lib/bridge/host';
import { useT } from '../../lib/i18n/use-t';
import { SavedCalculationFields, type SavedCalculationLabels } from '../saved-calculation/saved-calculation-fields';

export interface SaveCalculationDialogProps {
  readonly open: boolean;
  readonly calculation: CalculationSnapshot;
  /** Suggested name, e.g. "UK Income Tax 2026-27". */
  readonly suggestedName: string;
  readonly onSaved: (saved: SavedCalculation) => void;
  readonly onClose: () => void;
}

/**
 * Names a calculation and files it under a client, then saves it through the host's bridge: the desktop app's
 * database, or this browser's storage. The dialog closes only once the save has been stored; a refusal (a field the
 * store does not accept, storage full) stays in the dialog with the reason.
 */
export function SaveCalculationDialog({ open, calculation, suggestedName, onSaved, onClose }: SaveCalculationDialogProps) {
  const t = useT();
  const [form] = Form.useForm<SavedCalculationLabels>();
  const [clients, setClients] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!open) return;
    let current = true;
    // Earlier clients are offered as the user types; a list that cannot be read only loses the suggestions.
    hostBridge()
      .savedCalculations.list()
      .then((rows) => current && setClients([...new Set(rows.map((row) => row.client))].sort((a, b) => a.localeCompare(b))))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open]);

  const submit = async (values: SavedCalculationLabels) => {
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await hostBridge().savedCalculations.save({ client: values.client, name: values.name, calculation });
      form.resetFields();
      onSaved(saved);
    } catch (error) {
      setFailure(t('saveCalculation.failed', { reason: bridgeErrorText(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('saveCalculation.title')}
      okText={t('saveCalculation.submit')}
      cancelText={t('saveCalculation.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving, 'data-testid': 'save-calculation-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(undefined)}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="save-calculation-dialog">{dialog}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: suggestedName }}
        onFinish={(values) => void submit(values)}
      >
        <SavedCalculationFields clients={clients} testIdPrefix="save-calculation" />
        <Typography.Paragraph type="secondary">
          {isDesktop() ? t('saveCalculation.whereDesktop') : t('saveCalculation.whereBrowser')}
        </Typography.Paragraph>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} data-testid="save-calculation-error" /> : null}
      </Form>
    </Modal>
  );
}
