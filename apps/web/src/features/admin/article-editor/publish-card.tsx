import { articleStatuses, type ArticleStatus } from '@taxatlas/contracts/articles';
import { Card, DatePicker, Form, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldRules } from './use-field-rules';
import { useEditorT } from './use-editor-t';

/** The sidebar's publishing card: status, the time of a scheduled article, featured. */
export function PublishCard({ status, rules }: { status: ArticleStatus; rules: FieldRules }) {
  const t = useEditorT();
  return (
    <Card size="small" title={t('editor.section.publish')} style={{ marginBottom: 16 }}>
      <Form.Item name="status" label={t('editor.field.status')}>
        <Select options={articleStatuses.map((value) => ({ value, label: t(`editor.status.${value}`) }))} />
      </Form.Item>
      {status === 'scheduled' ? (
        <Form.Item
          name="publishAt"
          label={t('editor.field.publishAt')}
          extra={t('editor.field.publishAtHelp')}
          rules={rules('publishAt')}
          dependencies={['status']}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.toISOString() : null)}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="featured" label={t('editor.field.featured')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Card>
  );
}
