import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { Category } from '@taxatlas/contracts/articles';
import { App, Button, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { AdminScreen } from '../admin-screen';
import { useListAdminCategoriesQuery, useReorderCategoriesMutation } from './categories-api';
import { CategoryFormModal, type CategoryFormTarget } from './category-form-modal';
import { movedIds } from './category-order';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { useCategoriesT } from './use-categories-t';
import { useAdminT } from '../use-admin-t';
import { LoadError } from '../load-error';

/**
 * /admin/dashboard/categories (editors and admins): every category in the order the blog shows them, with the number
 * of published articles and of articles of any status. Up/down saves the new order at once (shown before the server
 * answers, undone if it refuses); create and edit in a modal form; delete asks first, and when articles use the
 * category, where they should move.
 */
export default function AdminCategoriesPage() {
  const adminT = useAdminT();
  const t = useCategoriesT();
  const { message } = App.useApp();
  const { data, error, isLoading, isFetching, refetch } = useListAdminCategoriesQuery();
  const [reorder, { isLoading: reordering }] = useReorderCategoriesMutation();
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | undefined>();
  const [deleting, setDeleting] = useState<Category | undefined>();
  const categories = data?.data ?? [];

  async function move(index: number, step: -1 | 1) {
    const ids = movedIds(
      categories.map((category) => category.id),
      index,
      step,
    );
    try {
      await reorder({ ids }).unwrap();
      void message.success(t('categoriesAdmin.reordered'));
    } catch (failure) {
      const reason = apiErrorText(failure);
      void message.error([t('categoriesAdmin.reorderFailed'), reason].filter(Boolean).join(' '));
    }
  }

  const columns: ColumnsType<Category> = [
    {
      key: 'order',
      title: t('categoriesAdmin.col.order'),
      width: 96,
      render: (_value, row, index) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('categoriesAdmin.moveUp', { name: row.name })}
            disabled={index === 0 || reordering}
            onClick={() => void move(index, -1)}
            data-testid={`category-up-${row.slug}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('categoriesAdmin.moveDown', { name: row.name })}
            disabled={index === categories.length - 1 || reordering}
            onClick={() => void move(index, 1)}
            data-testid={`category-down-${row.slug}`}
          />
        </Space>
      ),
    },
    { key: 'name', title: t('categoriesAdmin.col.name'), dataIndex: 'name' },
    {
      key: 'slug',
      title: t('categoriesAdmin.col.slug'),
      dataIndex: 'slug',
      render: (slug: string) => <Typography.Text code>{slug}</Typography.Text>,
    },
    {
      key: 'description',
      title: t('categoriesAdmin.col.description'),
      dataIndex: 'description',
      render: (description: string | null) => (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 360 }}>
          {description || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'articles',
      title: <Tooltip title={t('categoriesAdmin.articlesHint')}>{t('categoriesAdmin.col.articles')}</Tooltip>,
      render: (_value, row) => (
        <span data-testid={`category-count-${row.slug}`} style={{ whiteSpace: 'nowrap' }}>
          {t('categoriesAdmin.articles', { published: row.articleCount, all: row.allArticleCount ?? row.articleCount })}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('categoriesAdmin.col.actions'),
      render: (_value, row) => (
        <Space wrap>
          <Button
            size="small"
            aria-label={t('categoriesAdmin.editLabel', { name: row.name })}
            onClick={() => setFormTarget({ mode: 'edit', category: row })}
            data-testid={`category-edit-${row.slug}`}
          >
            {t('categoriesAdmin.edit')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('categoriesAdmin.deleteLabel', { name: row.name })}
            onClick={() => setDeleting(row)}
            data-testid={`category-delete-${row.slug}`}
          >
            {t('categoriesAdmin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminScreen
      testId="admin-categories"
      title={adminT('admin.categories.title')}
      lead={adminT('admin.categories.lead')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create' })} data-testid="category-new">
          {t('categoriesAdmin.new')}
        </Button>
      }
    >
      {error ? (
        <LoadError
          title={t('categoriesAdmin.loadFailed')}
          error={error}
          retryLabel={t('categoriesAdmin.retry')}
          onRetry={() => void refetch()}
          testId="categories-error"
        />
      ) : null}

      <Table<Category>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={categories as Category[]}
        loading={isLoading || (isFetching && !reordering)}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="categories-table"
        locale={{ emptyText: error ? t('categoriesAdmin.loadFailed') : t('categoriesAdmin.empty') }}
        footer={categories.length > 0 ? () => t('categoriesAdmin.total', { total: categories.length }) : undefined}
      />

      {formTarget ? (
        <CategoryFormModal
          key={formTarget.mode === 'edit' ? formTarget.category.id : 'new'}
          target={formTarget}
          categories={categories}
          onClose={() => setFormTarget(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryDialog key={deleting.id} category={deleting} categories={categories} onClose={() => setDeleting(undefined)} />
      ) : null}
    </AdminScreen>
  );
}
