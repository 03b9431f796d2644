import { Alert, App, Button, Form, Input, InputNumber, Modal, Select, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { useGetAdminSiteSettingsQuery, useUpdateAdminSiteSettingsMutation } from './settings-api';
import { AdminScreen } from '../admin-screen';
import {
  ANNOUNCEMENT_MAX_LENGTH,
  changedSettings,
  serverFieldErrors,
  settingsFieldError,
  type SettingsField,
  type SettingsFieldError,
  type SettingsFormValues,
  SITE_NAME_MAX_LENGTH,
} from './settings-form';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
import { useSettingsT } from './use-settings-t';
import { LoadError } from '../load-error';

/**
 * /admin/dashboard/settings (admins only): the site settings (GET/PUT /api/admin/users/settings). Each field is
 * checked by the contracts schema the API uses, and a field the API refuses shows the API's words under it. Only the
 * changed settings are sent. Leaving with unsaved changes asks first.
 */
export default function AdminSettingsPage() {
  const t = useSettingsT();
  const { message } = App.useApp();
  const { data: saved, error: loadError, isLoading, refetch } = useGetAdminSiteSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateAdminSiteSettingsMutation();
  const [form] = Form.useForm<SettingsFormValues>();
  const watched = Form.useWatch([], form) as Partial<SettingsFormValues> | undefined;
  const [formError, setFormError] = useState<string | undefined>();

  // The saved settings fill the form, when they load and again after each save.
  useEffect(() => {
    if (saved) form.setFieldsValue(saved);
  }, [saved, form]);

  const dirty = saved !== undefined && watched !== undefined && Object.keys(changedSettings(saved, { ...saved, ...watched })).length > 0;
  const unsaved = useUnsavedChangesPrompt(dirty && !saving);

  const errorText = (error: SettingsFieldError): string => {
    switch (error.kind) {
      case 'required':
        return t('admin.settings.error.required');
      case 'tooLong':
        return t('admin.settings.error.tooLong', { max: error.max });
      case 'email':
        return t('admin.settings.error.email');
      case 'wholeDays':
        return t('admin.settings.error.wholeDays', { min: error.min, max: error.max });
      default:
        return error.message;
    }
  };
  const rules = (field: SettingsField) => [
    {
      validator: (_rule: unknown, value: unknown) => {
        const error = settingsFieldError(field, value);
        return error ? Promise.reject(new Error(errorText(error))) : Promise.resolve();
      },
    },
  ];

  async function save(values: SettingsFormValues) {
    if (!saved) return;
    setFormError(undefined);
    const changes = changedSettings(saved, values);
    if (Object.keys(changes).length === 0) {
      void message.info(t('admin.settings.nothingChanged'));
      return;
    }
    try {
      await update(changes).unwrap();
      void message.success(t('admin.settings.saved'));
    } catch (failure) {
      const { fields, other } = serverFieldErrors(failure);
      form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as SettingsField, errors: [text] })));
      const fieldCount = Object.keys(fields).length;
      setFormError(
        fieldCount > 0 && other.length === 0
          ? t('admin.settings.saveFailed')
          : [apiErrorText(failure) ?? t('admin.settings.saveFailed'), ...other].join(' '),
      );
    }
  }

  return (
    <AdminScreen testId="admin-settings" title={t('admin.settings.title')} lead={t('admin.settings.lead')}>
      <Modal
        open={unsaved.asking}
        title={t('admin.settings.unsaved.title')}
        okText={t('admin.settings.unsaved.leave')}
        cancelText={t('admin.settings.unsaved.stay')}
        okButtonProps={{ danger: true }}
        onOk={unsaved.leave}
        onCancel={unsaved.stay}
        data-testid="settings-unsaved"
      >
        {t('admin.settings.unsaved.text')}
      </Modal>
      {isLoading ? (
        <Spin>
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : loadError || !saved ? (
        <LoadError
          title={t('admin.settings.loadFailed')}
          error={loadError}
          retryLabel={t('admin.settings.retry')}
          onRetry={() => void refetch()}
          testId="settings-load-error"
        />
      ) : (
        <Form<SettingsFormValues>
          form={form}
          layout="vertical"
          initialValues={saved}
          onFinish={(values) => void save(values)}
          style={{ maxWidth: 640 }}
          data-testid="settings-form"
          requiredMark={false}
        >
          {formError ? (
            <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} data-testid="settings-save-error" />
          ) : null}
          <Form.Item
            name="siteName"
            label={t('admin.settings.siteName')}
            extra={t('admin.settings.siteNameHelp')}
            rules={rules('siteName')}
          >
            <Input maxLength={SITE_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="supportEmail"
            label={t('admin.settings.supportEmail')}
            extra={t('admin.settings.supportEmailHelp')}
            rules={rules('supportEmail')}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="defaultLanguage"
            label={t('admin.settings.defaultLanguage')}
            extra={t('admin.settings.defaultLanguageHelp')}
            rules={rules('defaultLanguage')}
          >
            <Select
              style={{ maxWidth: 240 }}
              options={[
                { value: 'en', label: t('admin.settings.language.en') },
                { value: 'de', label: t('admin.settings.language.de') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="allowRegistration"
            label={t('admin.settings.allowRegistration')}
            extra={t('admin.settings.allowRegistrationHelp')}
            valuePropName="checked"
            rules={rules('allowRegistration')}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="announcement"
            label={t('admin.settings.announcement')}
            extra={t('admin.settings.announcementHelp')}
            rules={rules('announcement')}
          >
            <Input.TextArea rows={3} maxLength={ANNOUNCEMENT_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item
            name="contactRetentionDays"
            label={t('admin.settings.contactRetentionDays')}
            extra={t('admin.settings.contactRetentionDaysHelp')}
            rules={rules('contactRetentionDays')}
          >
            {/* No min/max here: the field would clamp what was typed; the rule says what is wrong instead. */}
            <InputNumber style={{ width: 160 }} inputMode="numeric" data-testid="settings-contact-retention-days" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-save">
              {t('admin.settings.save')}
            </Button>
            <Button
              htmlType="button"
              disabled={!dirty || saving}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(saved);
                setFormError(undefined);
              }}
            >
              {t('admin.settings.reset')}
            </Button>
          </Space>
        </Form>
      )}
    </AdminScreen>
  );
}
