import { Card, Form, Select } from 'antd';
import { useListArticleCategoriesQuery } from '../articles/articles-api';
import type { FieldRules } from './use-field-rules';
import { useEditorT } from './use-editor-t';

/** The sidebar's card of the article's category and tags. */
export function OrganiseCard({ rules }: { rules: FieldRules }) {
  const t = useEditorT();
  const { data: categories } = useListArticleCategoriesQuery();
  return (
    <Card size="small" title={t('editor.section.organise')} style={{ marginBottom: 16 }}>
      <Form.Item
        name="category"
        label={t('editor.field.category')}
        getValueProps={(value: string) => ({ value: value || undefined })}
        normalize={(value: string | undefined) => value ?? ''}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('editor.field.categoryNone')}
          options={(categories?.data ?? []).map((category) => ({ value: category.slug, label: category.name }))}
        />
      </Form.Item>
      <Form.Item name="tags" label={t('editor.field.tags')} rules={rules('tags')} extra={t('editor.field.tagsHelp')}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="otherCategories" hidden>
        <Select mode="multiple" />
      </Form.Item>
    </Card>
  );
}
