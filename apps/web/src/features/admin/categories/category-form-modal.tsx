import type { Category } from '@taxatlas/contracts/articles';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './categories-api';
import {
  type CategoryField,
  categoryFieldError,
  type CategoryFieldError,
  type CategoryFormValues,
  createRequest,
  serverFieldErrors,
  takenFields,
  updateRequest,
} from './category-form';
import { useCategoriesT } from './use-categories-t';

/** What the modal is doing: creating, or editing one category. */
export type CategoryFormTarget = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly category: Category };

const emptyValues: CategoryFormValues = { name: '', slug: '', description: '' };

/**
 * Create or edit a category. Fields are checked with the contracts schema the API uses and against the listed
 * categories (a taken name or slug); what the API still refuses is shown on its field, or above the form. Render it
 * keyed by what it edits, so that each opening starts from that category's values.
 */
export function CategoryFormModal({
  target,
  categories,
  onClose,
}: {
  target: CategoryFormTarget;
  categories: readonly Category[];
  onClose: () => void;
}) {
  const t = useCategoriesT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryFormValues>();
  const [formError, setFormError] = useState<string | undefined>();
  const [create, { isLoading: creating }] = useCreateCategoryMutation();
  const [update, { isLoading: updating }] = useUpdateCategoryMutation();
  const mode = target.mode;
  const editing = target.mode === 'edit' ? target.category : undefined;
  const initialValues: CategoryFormValues = editing
    ? { name: editing.name, slug: editing.slug, description: editing.description ?? '' }
    : emptyValues;

  const errorText = (error: CategoryFieldError, field: CategoryField): string => {
    switch (error.kind) {
      case 'required':
        return t('categoriesAdmin.error.required');
      case 'tooLong':
        return t('categoriesAdmin.error.tooLong', { max: error.max });
      case 'slug':
        return t('categoriesAdmin.error.slug');
      case 'taken':
        return t(field === 'name' ? 'categoriesAdmin.error.nameTaken' : 'categoriesAdmin.error.slugTaken');
      default:
        return error.message;
    }
  };
  const rules = (field: CategoryField) => [
    {
      validator: (_rule: unknown, value: string | undefined) => {
        const error =
          categoryFieldError(field, value, mode) ??
          (takenFields({ [field]: value }, categories, editing?.id).includes(field) ? ({ kind: 'taken' } as const) : undefined);
        return error ? Promise.reject(new Error(errorText(error, field))) : Promise.resolve();
      },
    },
  ];

  async function submit(values: CategoryFormValues) {
    setFormError(undefined);
    try {
      if (editing) {
        const changes = updateRequest(editing, values);
        if (Object.keys(changes).length === 0) {
          void message.info(t('categoriesAdmin.nothingChanged'));
          onClose();
          return;
        }
        const saved = await update({ id: editing.id, changes }).unwrap();
        void message.success(t('categoriesAdmin.saved', { name: saved.name }));
      } else {
        const created = await create(createRequest(values)).unwrap();
        void message.success(t('categoriesAdmin.created', { name: created.name }));
      }
      onClose();
    } catch (failure) {
      const { fields, other } = serverFieldErrors(failure);
      form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as CategoryField, errors: [text] })));
      const fieldCount = Object.keys(fields).length;
      setFormError(
        fieldCount > 0 && other.length === 0
          ? t('categoriesAdmin.saveFailed')
          : [apiErrorText(failure) ?? t('categoriesAdmin.saveFailed'), ...other].join(' '),
      );
    }
  }

  return (
    <Modal
      open
      title={editing ? t('categoriesAdmin.form.editTitle', { name: editing.name }) : t('categoriesAdmin.form.createTitle')}
      okText={editing ? t('categoriesAdmin.form.save') : t('categoriesAdmin.form.create')}
      cancelText={t('categoriesAdmin.form.cancel')}
      confirmLoading={creating || updating}
      onOk={() => form.submit()}
      onCancel={onClose}
      data-testid="category-form-modal"
    >
      {formError ? (
        <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} data-testid="category-form-error" />
      ) : null}
      <Form<CategoryFormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={initialValues}>
        <Form.Item name="name" label={t('categoriesAdmin.form.name')} rules={rules('name')} required>
          <Input maxLength={200} autoComplete="off" data-testid="category-name" />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('categoriesAdmin.form.slug')}
          rules={rules('slug')}
          required={mode === 'edit'}
          extra={mode === 'edit' ? t('categoriesAdmin.form.slugHelpEdit') : t('categoriesAdmin.form.slugHelpCreate')}
        >
          <Input maxLength={200} autoComplete="off" spellCheck={false} data-testid="category-slug" />
        </Form.Item>
        <Form.Item name="description" label={t('categoriesAdmin.form.description')} rules={rules('description')}>
          <Input.TextArea rows={3} maxLength={600} data-testid="category-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
