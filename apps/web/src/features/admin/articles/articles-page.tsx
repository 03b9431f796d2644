import type { ArticleBulkAction } from '@taxatlas/contracts/article-admin';
import type { Article } from '@taxatlas/contracts/articles';
import { App, Button, Empty, Input, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, ColumnType, TableProps } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/api';
import { AdminScreen } from '../admin-screen';
import { ArticleStatusTag } from './article-status-tag';
import { useBulkArticlesMutation, useListAdminArticlesQuery, useListArticleCategoriesQuery } from './articles-api';
import {
  adminArticlesQuery,
  ARTICLE_SEARCH_MAX_LENGTH,
  ARTICLES_PAGE_SIZES,
  ARTICLES_SEARCH_DEBOUNCE_MS,
  articlesListParamsFrom,
  articlesListSearchParams,
  articleStatusFilters,
  columnSortOrder,
  pageAfterRemoval,
  withFilter,
  withSort,
  type ArticleStatusFilter,
} from './articles-list-params';
import { useArticlesT } from './use-articles-t';
import { LoadError } from '../load-error';

type SortableField = 'title' | 'views' | 'updatedAt';
const bulkActions: readonly Exclude<ArticleBulkAction, 'delete'>[] = ['publish', 'unpublish', 'archive'];

/**
 * /admin/dashboard/articles: every article of any status, filtered by status, category and search, sorted and paged
 * by the API; the list's state lives in the URL. Rows can be selected for a bulk publish, unpublish, archive or
 * delete (POST /api/articles/bulk); the selection belongs to the page of rows it was made on.
 */
export default function AdminArticlesPage() {
  const t = useArticlesT();
  const intl = useIntl();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => articlesListParamsFrom(searchParams), [searchParams]);
  const listKey = articlesListSearchParams(params).toString();
  const { data, error, isFetching, isLoading, refetch } = useListAdminArticlesQuery(adminArticlesQuery(params));
  const { data: categories, isLoading: categoriesLoading } = useListArticleCategoriesQuery();
  const [bulk, { isLoading: bulkBusy }] = useBulkArticlesMutation();

  // The selection, tied to the list it was made on: another filter, sort or page starts with none selected, so a
  // bulk action never reaches rows the editor can no longer see.
  const [selection, setSelection] = useState<{ listKey: string; ids: string[] }>({ listKey, ids: [] });
  const selectedIds = selection.listKey === listKey ? selection.ids : [];

  // The search box: typed text here, sent (and put in the URL) once typing pauses.
  const [searchText, setSearchText] = useState(params.search ?? '');
  // The URL's search changed otherwise (back button, a link): the box follows it (adjusted while rendering).
  const [urlSearch, setUrlSearch] = useState(params.search ?? '');
  if ((params.search ?? '') !== urlSearch) {
    setUrlSearch(params.search ?? '');
    if (searchText.trim() !== (params.search ?? '')) setSearchText(params.search ?? '');
  }
  useEffect(() => {
    const typed = searchText.trim();
    if (typed === (params.search ?? '')) return;
    const timer = setTimeout(() => setSearchParams(withFilter(params, { search: typed || undefined })), ARTICLES_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, params, setSearchParams]);

  const formatDateTime = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  async function runBulk(action: ArticleBulkAction) {
    const ids = selectedIds;
    try {
      const { affected } = await bulk({ ids, action }).unwrap();
      setSelection({ listKey, ids: [] });
      const unchanged = ids.length - affected;
      const done = t(`adminArticles.bulk.done.${action}`, { affected });
      if (unchanged > 0) void message.warning(`${done} ${t('adminArticles.bulk.unchanged', { unchanged })}`);
      else void message.success(done);
      // Deleting the last rows of the last page: show the page before it.
      if (action === 'delete' && data) {
        const page = pageAfterRemoval(params.page, params.limit, data.total, affected);
        if (page !== params.page) setSearchParams(articlesListSearchParams({ ...params, page }));
      }
    } catch (failure) {
      void message.error(apiErrorText(failure) ?? t('adminArticles.bulk.failed'));
    }
  }

  const sortable = (field: SortableField): ColumnType<Article> => ({
    key: field,
    sorter: true,
    sortOrder: columnSortOrder(params, field),
    // Numbers and dates read best largest or newest first.
    sortDirections: field === 'title' ? ['ascend', 'descend'] : ['descend', 'ascend'],
  });

  const columns: ColumnsType<Article> = [
    {
      ...sortable('title'),
      title: t('adminArticles.col.title'),
      render: (_value, article) => (
        <Space orientation="vertical" size={0}>
          <Link to={paths.admin.articleEdit(article.id)} data-testid="article-edit-link">
            {article.title}
          </Link>
          <Space size={8} wrap>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              /{article.slug}
            </Typography.Text>
            {article.featured ? <Tag color="gold">{t('adminArticles.featured')}</Tag> : null}
            <Link
              to={paths.admin.preview(article.id)}
              style={{ fontSize: 12 }}
              aria-label={t('adminArticles.previewOf', { title: article.title })}
            >
              {t('adminArticles.preview')}
            </Link>
          </Space>
        </Space>
      ),
    },
    { key: 'status', title: t('adminArticles.col.status'), render: (_value, article) => <ArticleStatusTag article={article} /> },
    {
      key: 'category',
      title: t('adminArticles.col.category'),
      render: (_value, article) => article.category?.name ?? t('adminArticles.none'),
    },
    { key: 'author', title: t('adminArticles.col.author'), dataIndex: 'author' },
    {
      ...sortable('views'),
      title: t('adminArticles.col.views'),
      align: 'right',
      render: (_value, article) => intl.formatNumber(article.views),
    },
    {
      ...sortable('updatedAt'),
      title: t('adminArticles.col.updated'),
      render: (_value, article) => <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>,
    },
  ];

  const onTableChange: TableProps<Article>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = one?.columnKey as SortableField | undefined;
      setSearchParams(withSort(params, field, one?.order));
      return;
    }
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? params.limit;
      setSearchParams(
        pageSize !== params.limit
          ? withFilter(params, { limit: pageSize })
          : articlesListSearchParams({ ...params, page: pagination.current ?? params.page }),
      );
    }
  };

  const filtered = params.status !== 'all' || params.category !== undefined || params.search !== undefined;
  const clearFilters = () => {
    setSearchText('');
    setSearchParams(withFilter(params, { status: 'all', category: undefined, search: undefined }));
  };

  return (
    <AdminScreen
      testId="admin-articles"
      title={t('admin.articles.title')}
      lead={t('admin.articles.lead')}
      actions={
        <Link to={paths.admin.articleNew}>
          <Button type="primary" tabIndex={-1} data-testid="article-new">
            {t('admin.articles.new')}
          </Button>
        </Link>
      }
    >
      <Space wrap style={{ marginBottom: 16 }} align="center" role="group" aria-label={t('adminArticles.filters')}>
        <Segmented<ArticleStatusFilter>
          value={params.status}
          aria-label={t('adminArticles.status.label')}
          data-testid="articles-status-filter"
          options={articleStatusFilters.map((status) => ({ value: status, label: t(`adminArticles.status.${status}`) }))}
          onChange={(status) => setSearchParams(withFilter(params, { status }))}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={params.category}
          placeholder={t('adminArticles.category.all')}
          loading={categoriesLoading}
          style={{ width: 220 }}
          aria-label={t('adminArticles.category.label')}
          data-testid="articles-category-filter"
          options={(categories?.data ?? []).map((category) => ({ value: category.slug, label: category.name }))}
          onChange={(category) => setSearchParams(withFilter(params, { category: category || undefined }))}
        />
        <Input.Search
          allowClear
          value={searchText}
          maxLength={ARTICLE_SEARCH_MAX_LENGTH}
          placeholder={t('adminArticles.search.placeholder')}
          aria-label={t('adminArticles.search.label')}
          style={{ width: 280 }}
          onChange={(event) => setSearchText(event.target.value)}
          // Enter or the button: search at once.
          onSearch={(value) => setSearchParams(withFilter(params, { search: value.trim() || undefined }))}
          data-testid="articles-search"
        />
      </Space>

      {selectedIds.length > 0 ? (
        <BulkBar
          count={selectedIds.length}
          busy={bulkBusy}
          onAction={(action) => void runBulk(action)}
          onClear={() => setSelection({ listKey, ids: [] })}
        />
      ) : null}

      {error ? (
        <LoadError
          title={t('adminArticles.loadFailed')}
          error={error}
          retryLabel={t('adminArticles.retry')}
          onRetry={() => void refetch()}
          testId="articles-error"
        />
      ) : null}

      <Table<Article>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.data as Article[] | undefined}
        loading={isLoading || isFetching}
        scroll={{ x: 'max-content' }}
        data-testid="articles-table"
        onChange={onTableChange}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelection({ listKey, ids: keys.map(String) }),
          getCheckboxProps: (article) => ({ 'aria-label': article.title }),
        }}
        locale={{
          emptyText: error ? t('adminArticles.loadFailed') : isLoading ? ' ' : <EmptyList filtered={filtered} onClear={clearFilters} />,
        }}
        pagination={{
          current: params.page,
          pageSize: params.limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ARTICLES_PAGE_SIZES.map(String),
          showTotal: (total) => t('adminArticles.total', { total }),
        }}
      />
    </AdminScreen>
  );
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useArticlesT();
  return (
    <Empty description={filtered ? t('adminArticles.noMatch') : t('adminArticles.empty')} data-testid="articles-empty">
      {filtered ? (
        <Button onClick={onClear}>{t('adminArticles.clearFilters')}</Button>
      ) : (
        <Link to={paths.admin.articleNew}>{t('adminArticles.writeFirst')}</Link>
      )}
    </Empty>
  );
}

function BulkBar({
  count,
  busy,
  onAction,
  onClear,
}: {
  count: number;
  busy: boolean;
  onAction: (action: ArticleBulkAction) => void;
  onClear: () => void;
}) {
  const t = useArticlesT();
  return (
    <div
      role="toolbar"
      aria-label={t('adminArticles.bulk.label')}
      data-testid="articles-bulk-bar"
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
    >
      <Typography.Text strong data-testid="articles-selected-count">
        {t('adminArticles.bulk.selected', { count })}
      </Typography.Text>
      {bulkActions.map((action) => (
        <Button key={action} disabled={busy} onClick={() => onAction(action)} data-testid={`articles-bulk-${action}`}>
          {t(`adminArticles.bulk.${action}`)}
        </Button>
      ))}
      <Popconfirm
        title={t('adminArticles.bulk.confirmDelete.title', { count })}
        description={t('adminArticles.bulk.confirmDelete.text')}
        okText={t('adminArticles.bulk.confirmDelete.ok')}
        cancelText={t('adminArticles.bulk.confirmDelete.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onAction('delete')}
        disabled={busy}
      >
        <Button danger disabled={busy} data-testid="articles-bulk-delete">
          {t('adminArticles.bulk.delete')}
        </Button>
      </Popconfirm>
      <Button type="link" onClick={onClear}>
        {t('adminArticles.bulk.clear')}
      </Button>
    </div>
  );
}
