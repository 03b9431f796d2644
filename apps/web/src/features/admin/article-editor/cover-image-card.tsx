import { Button, Card, Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { MediaPicker } from '../media/media-picker';
import { ALT_MAX, type EditorFormValues } from './editor-form';
import type { FieldRules } from './use-field-rules';
import { useEditorT } from './use-editor-t';

/** The sidebar's cover image card: the image, its address (typed or picked from the media library) and its alt text. */
export function CoverImageCard({
  form,
  coverImage,
  coverImageAlt,
  coverImageValid,
  rules,
}: {
  form: FormInstance<EditorFormValues>;
  coverImage: string;
  coverImageAlt: string;
  coverImageValid: boolean;
  rules: FieldRules;
}) {
  const t = useEditorT();
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <Card size="small" title={t('editor.section.cover')} style={{ marginBottom: 16 }}>
      {coverImage && coverImageValid ? <img className="article-editor-cover" src={coverImage} alt={coverImageAlt} /> : null}
      <Form.Item name="coverImage" label={t('editor.field.coverImage')} rules={rules('coverImage')}>
        <Input placeholder={t('editor.field.coverImagePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button onClick={() => setPickerOpen(true)}>{t('editor.action.chooseCover')}</Button>
        {coverImage ? (
          <Button onClick={() => form.setFieldsValue({ coverImage: '', coverImageAlt: '' })}>{t('editor.action.removeCover')}</Button>
        ) : null}
      </Space>
      <Form.Item
        name="coverImageAlt"
        label={t('editor.field.coverImageAlt')}
        rules={rules('coverImageAlt')}
        extra={t('editor.field.coverImageAltHelp')}
      >
        <Input maxLength={ALT_MAX} autoComplete="off" />
      </Form.Item>
      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          const altEmpty = String(form.getFieldValue('coverImageAlt') ?? '').trim() === '';
          form.setFieldsValue({ coverImage: item.url, ...(altEmpty ? { coverImageAlt: item.alt } : {}) });
          void form.validateFields(['coverImage']);
        }}
      />
    </Card>
  );
}
