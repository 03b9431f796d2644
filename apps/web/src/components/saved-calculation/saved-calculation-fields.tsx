import { SAVED_CALCULATION_LIMITS } from '@taxatlas/contracts/desktop-bridge';
import { AutoComplete, Form, Input } from 'antd';
import { useT } from '../../lib/i18n/use-t';

/** The values of a saved calculation the user types: whom it is for, and what it is. */
export interface SavedCalculationLabels {
  readonly client: string;
  readonly name: string;
}

/**
 * The client and name fields of the Save and Rename dialogs, with the contract's limits (the store checks them again).
 * `clients` are offered as the user types the client; `testIdPrefix` names the inputs (`<prefix>-client`, `<prefix>-name`).
 */
export function SavedCalculationFields({
  clients = [],
  testIdPrefix,
}: {
  readonly clients?: readonly string[];
  readonly testIdPrefix: string;
}) {
  const t = useT();
  const rules = (field: keyof SavedCalculationLabels, required: string) => [
    { required: true, whitespace: true, message: required },
    { max: SAVED_CALCULATION_LIMITS[field], message: t('saveCalculation.tooLong', { max: SAVED_CALCULATION_LIMITS[field] }) },
  ];
  return (
    <>
      <Form.Item name="client" label={t('saveCalculation.client')} rules={rules('client', t('saveCalculation.clientRequired'))}>
        <AutoComplete
          options={clients.map((client) => ({ value: client }))}
          filterOption={(typed, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(typed.toLowerCase())
          }
        >
          <Input placeholder={t('saveCalculation.clientPlaceholder')} data-testid={`${testIdPrefix}-client`} autoFocus />
        </AutoComplete>
      </Form.Item>
      <Form.Item name="name" label={t('saveCalculation.name')} rules={rules('name', t('saveCalculation.nameRequired'))}>
        <Input placeholder={t('saveCalculation.namePlaceholder')} data-testid={`${testIdPrefix}-name`} />
      </Form.Item>
    </>
  );
}
