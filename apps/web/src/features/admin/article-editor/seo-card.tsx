import { Card, Checkbox, Form, Input, Select, Typography } from 'antd';
import { SEO_TITLE_MAX, type EditorFormValues } from './editor-form';
import { descriptionRoom, searchSnippet, SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX } from './seo-preview';
import type { FieldRules } from './use-field-rules';
import { useEditorT } from './use-editor-t';

/** The sidebar's SEO card: title, description (with the room left), keywords, robots, and the search result it makes. */
export function SeoCard({ values, rules }: { values: EditorFormValues; rules: FieldRules }) {
  const t = useEditorT();
  const snippet = searchSnippet(values);
  const room = descriptionRoom(values.seoDescription);
  return (
    <Card size="small" title={t('editor.section.seo')}>
      <Form.Item name="seoTitle" label={t('editor.field.seoTitle')} rules={rules('seoTitle')}>
        <Input maxLength={SEO_TITLE_MAX} placeholder={values.title} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="seoDescription"
        label={t('editor.field.seoDescription')}
        extra={
          <span data-testid="seo-description-room">
            {room >= 0 ? t('editor.seo.left', { count: room }) : t('editor.seo.over', { count: -room })}
          </span>
        }
        validateStatus={room < 0 ? 'warning' : undefined}
      >
        <Input.TextArea rows={3} maxLength={SEO_DESCRIPTION_MAX} showCount placeholder={values.excerpt} />
      </Form.Item>
      <Form.Item
        name="seoKeywords"
        label={t('editor.field.keywords')}
        rules={rules('seoKeywords')}
        extra={t('editor.field.keywordsHelp', { max: SEO_KEYWORDS_MAX })}
      >
        <Select mode="tags" tokenSeparators={[',']} maxCount={SEO_KEYWORDS_MAX} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="noIndex" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>{t('editor.field.noIndex')}</Checkbox>
      </Form.Item>
      <Form.Item name="noFollow" valuePropName="checked">
        <Checkbox>{t('editor.field.noFollow')}</Checkbox>
      </Form.Item>
      <Typography.Text type="secondary">{t('editor.seo.snippet')}</Typography.Text>
      <div className="article-editor-serp" data-testid="seo-snippet">
        <div className="article-editor-serp-title">{snippet.title}</div>
        <div className="article-editor-serp-path">{snippet.path}</div>
        <div>{snippet.description}</div>
        <Typography.Text type="secondary">{t('editor.seo.robots', { value: snippet.robots })}</Typography.Text>
      </div>
    </Card>
  );
}
