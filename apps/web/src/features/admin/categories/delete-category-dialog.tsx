import type { Category } from '@taxatlas/contracts/articles';
import type { CategoryInUseFailure } from '@taxatlas/contracts/categories';
import { Alert, App, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { useDeleteCategoryMutation } from './categories-api';
import { useCategoriesT } from './use-categories-t';

/** The 409's article count, when the server says articles use the category (perhaps since the list was loaded). */
function articleCountOf(failure: unknown): number | undefined {
  const { status, data } = failure as { status?: unknown; data?: Partial<CategoryInUseFailure> };
  return status === 409 && typeof data?.articleCount === 'number' ? data.articleCount : undefined;
}

/**
 * Asks before deleting a category. When articles use it (of any status), deleting means moving them: the dialog asks
 * where to, and the server moves them and deletes the category in one step. Render it keyed by the category's id.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  onClose,
}: {
  category: Category;
  categories: readonly Category[];
  onClose: () => void;
}) {
  const t = useCategoriesT();
  const { message } = App.useApp();
  const [remove, { isLoading }] = useDeleteCategoryMutation();
  const [articleCount, setArticleCount] = useState(category.allArticleCount ?? category.articleCount);
  const [reassignTo, setReassignTo] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const others = categories.filter((other) => other.id !== category.id);
  const used = articleCount > 0;

  async function confirm() {
    setError(undefined);
    try {
      const result = await remove({ id: category.id, ...(used && reassignTo ? { reassignTo } : {}) }).unwrap();
      const target = others.find((other) => other.slug === reassignTo);
      void message.success(
        result.reassigned > 0 && target
          ? t('categoriesAdmin.deletedMoved', { name: category.name, count: result.reassigned, target: target.name })
          : t('categoriesAdmin.deleted', { name: category.name }),
      );
      onClose();
    } catch (failure) {
      const count = articleCountOf(failure);
      // Articles were filed under it since the list loaded: ask where they go instead of failing.
      if (count !== undefined && !used) {
        setArticleCount(count);
        return;
      }
      setError(apiErrorText(failure) ?? t('categoriesAdmin.deleteFailed'));
    }
  }

  return (
    <Modal
      open
      title={t('categoriesAdmin.delete.title', { name: category.name })}
      okText={used ? t('categoriesAdmin.delete.okMove') : t('categoriesAdmin.delete.ok')}
      cancelText={t('categoriesAdmin.delete.cancel')}
      okButtonProps={{ danger: true, disabled: used && !reassignTo, 'data-testid': 'category-delete-confirm' }}
      confirmLoading={isLoading}
      onOk={() => void confirm()}
      onCancel={onClose}
      data-testid="category-delete-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error ? <Alert type="error" showIcon role="alert" title={error} data-testid="category-delete-error" /> : null}
        {used ? (
          <>
            <Typography.Paragraph data-testid="category-delete-used">
              {t('categoriesAdmin.delete.used', { count: articleCount })}
            </Typography.Paragraph>
            {others.length > 0 ? (
              <label style={{ display: 'block' }}>
                <Typography.Text strong>{t('categoriesAdmin.delete.moveTo')}</Typography.Text>
                <Select<string>
                  value={reassignTo}
                  onChange={setReassignTo}
                  placeholder={t('categoriesAdmin.delete.choose')}
                  aria-label={t('categoriesAdmin.delete.moveTo')}
                  style={{ width: '100%', marginTop: 4 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={others.map((other) => ({ value: other.slug, label: other.name }))}
                  data-testid="category-reassign"
                />
              </label>
            ) : (
              <Alert type="warning" showIcon title={t('categoriesAdmin.delete.noOther')} />
            )}
          </>
        ) : (
          <Typography.Paragraph>{t('categoriesAdmin.delete.unused')}</Typography.Paragraph>
        )}
      </Space>
    </Modal>
  );
}
