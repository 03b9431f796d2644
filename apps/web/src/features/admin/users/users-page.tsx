import type { AdminUser } from '@taxatlas/contracts/users';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../../../lib/api';
import { roles, type Role } from '../../../lib/auth/session-slice';
import { useSession } from '../../../lib/auth/use-session';
import { useDeleteAdminUserMutation, useListAdminUsersQuery, useUpdateAdminUserMutation } from './users-api';
import { AdminScreen } from '../admin-screen';
import { useUsersT } from './use-users-t';
import {
  pageAfterRemoval,
  rowPermissions,
  USERS_PAGE_SIZES,
  USERS_SEARCH_DEBOUNCE_MS,
  USERS_SEARCH_MAX_LENGTH,
  usersListParamsFrom,
  usersListSearchParams,
  withFilter,
} from './users-list-params';
import { LoadError } from '../load-error';

/** How a row names its user in messages: the e-mail address, which is unique and always there. */
const nameOf = (user: AdminUser) => user.email;

/**
 * /admin/dashboard/users (admins only): every account, 10 a page from page 1, with search, a role filter, and per row
 * a role change, disable/enable and delete. The list's state lives in the URL. The signed-in admin's own row is
 * locked (the API refuses those changes with 409 too); the API's words are shown when it refuses something.
 */
export default function AdminUsersPage() {
  const t = useUsersT();
  const intl = useIntl();
  const { message } = App.useApp();
  const { user: me } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => usersListParamsFrom(searchParams), [searchParams]);
  const { data, error, isFetching, isLoading, refetch } = useListAdminUsersQuery(params);
  const [updateUser] = useUpdateAdminUserMutation();
  const [deleteUser] = useDeleteAdminUserMutation();
  const [busyRow, setBusyRow] = useState<string | undefined>();

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
    const timer = setTimeout(() => setSearchParams(withFilter(params, { search: typed || undefined })), USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, params, setSearchParams]);

  const formatDate = (value: string | null) =>
    value
      ? intl.formatDate(value, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
      : t('admin.users.never');

  async function run(row: AdminUser, action: () => Promise<unknown>, success: string) {
    setBusyRow(row.id);
    try {
      await action();
      void message.success(success);
      return true;
    } catch (failure) {
      // 409 (your own account, the last active admin), 404, 400: the API says why.
      void message.error(apiErrorText(failure) ?? t('admin.users.actionFailed'));
      return false;
    } finally {
      setBusyRow(undefined);
    }
  }

  const changeRole = (row: AdminUser, role: Role) =>
    run(
      row,
      () => updateUser({ id: row.id, changes: { role } }).unwrap(),
      t('admin.users.roleChanged', { user: nameOf(row), role: t(`admin.role.${role}`) }),
    );

  const toggleDisabled = (row: AdminUser) =>
    run(
      row,
      () => updateUser({ id: row.id, changes: { disabled: !row.disabled } }).unwrap(),
      t(row.disabled ? 'admin.users.enabled' : 'admin.users.disabled', { user: nameOf(row) }),
    );

  const remove = async (row: AdminUser) => {
    const done = await run(row, () => deleteUser(row.id).unwrap(), t('admin.users.deleted', { user: nameOf(row) }));
    // The last row of the last page gone: show the page before it.
    if (done && data) {
      const page = pageAfterRemoval(params.page, params.limit, data.total);
      if (page !== params.page) setSearchParams(usersListSearchParams({ ...params, page }));
    }
  };

  const columns: ColumnsType<AdminUser> = [
    {
      key: 'email',
      title: t('admin.users.col.email'),
      dataIndex: 'email',
      render: (email: string, row) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {email} {row.id === me?.id ? <Tag color="blue">{t('admin.users.you')}</Tag> : null}
        </span>
      ),
    },
    { key: 'username', title: t('admin.users.col.username'), dataIndex: 'username' },
    {
      key: 'name',
      title: t('admin.users.col.name'),
      render: (_value, row) => `${row.firstName} ${row.lastName}`.trim() || '—',
    },
    {
      key: 'role',
      title: t('admin.users.col.role'),
      render: (_value, row) => {
        const allowed = rowPermissions(row, me?.id);
        const select = (
          <Select<Role>
            value={row.role}
            style={{ minWidth: 140 }}
            disabled={!allowed.canChangeRole || busyRow === row.id}
            aria-label={t('admin.users.roleOf', { user: nameOf(row) })}
            data-testid={`user-role-${row.username}`}
            options={roles.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
            onChange={(role) => void changeRole(row, role)}
          />
        );
        return allowed.lock ? <Tooltip title={t('admin.users.selfLocked')}>{select}</Tooltip> : select;
      },
    },
    {
      key: 'status',
      title: t('admin.users.col.status'),
      render: (_value, row) =>
        row.disabled ? (
          <Tag color="red">{t('admin.users.status.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('admin.users.status.active')}</Tag>
        ),
    },
    { key: 'created', title: t('admin.users.col.created'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    {
      key: 'lastLogin',
      title: t('admin.users.col.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (value: string | null) => formatDate(value),
    },
    {
      key: 'actions',
      title: t('admin.users.col.actions'),
      render: (_value, row) => {
        const allowed = rowPermissions(row, me?.id);
        const busy = busyRow === row.id;
        return (
          <Space orientation="vertical" size={4}>
            <Space wrap>
              <Button
                size="small"
                disabled={!allowed.canToggleDisabled || busy}
                onClick={() => void toggleDisabled(row)}
                data-testid={`user-toggle-${row.username}`}
              >
                {row.disabled ? t('admin.users.enable') : t('admin.users.disable')}
              </Button>
              <Popconfirm
                title={t('admin.users.confirmDelete.title', { user: nameOf(row) })}
                description={t('admin.users.confirmDelete.text')}
                okText={t('admin.users.confirmDelete.ok')}
                cancelText={t('admin.users.confirmDelete.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(row)}
                disabled={!allowed.canDelete || busy}
              >
                <Button size="small" danger disabled={!allowed.canDelete || busy} data-testid={`user-delete-${row.username}`}>
                  {t('admin.users.delete')}
                </Button>
              </Popconfirm>
            </Space>
            {allowed.lock ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="user-self-locked">
                {t('admin.users.selfLocked')}
              </Typography.Text>
            ) : null}
          </Space>
        );
      },
    },
  ];

  const filtered = params.search !== undefined || params.role !== undefined;

  return (
    <AdminScreen testId="admin-users" title={t('admin.users.title')} lead={t('admin.users.lead')}>
      <Space wrap style={{ marginBottom: 16 }} align="center">
        <Input.Search
          allowClear
          value={searchText}
          maxLength={USERS_SEARCH_MAX_LENGTH}
          placeholder={t('admin.users.searchPlaceholder')}
          aria-label={t('admin.users.search')}
          style={{ width: 300 }}
          onChange={(event) => setSearchText(event.target.value)}
          // Enter or the button: search at once.
          onSearch={(value) => setSearchParams(withFilter(params, { search: value.trim() || undefined }))}
          data-testid="users-search"
        />
        <Select<Role | 'all'>
          value={params.role ?? 'all'}
          style={{ width: 180 }}
          aria-label={t('admin.users.roleFilter')}
          data-testid="users-role-filter"
          options={[
            { value: 'all', label: t('admin.users.allRoles') },
            ...roles.map((role) => ({ value: role, label: t(`admin.role.${role}`) })),
          ]}
          onChange={(role) => setSearchParams(withFilter(params, { role: role === 'all' ? undefined : role }))}
        />
      </Space>

      {error ? (
        <LoadError
          title={t('admin.users.loadFailed')}
          error={error}
          retryLabel={t('admin.users.retry')}
          onRetry={() => void refetch()}
          testId="users-error"
        />
      ) : null}

      <Table<AdminUser>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.data as AdminUser[] | undefined}
        loading={isLoading || isFetching}
        scroll={{ x: 'max-content' }}
        data-testid="users-table"
        locale={{ emptyText: error ? t('admin.users.loadFailed') : filtered ? t('admin.users.noMatch') : t('admin.users.empty') }}
        pagination={{
          current: params.page,
          pageSize: params.limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: USERS_PAGE_SIZES.map(String),
          showTotal: (total) => t('admin.users.total', { total }),
          onChange: (page, pageSize) =>
            setSearchParams(
              pageSize !== params.limit ? withFilter(params, { limit: pageSize }) : usersListSearchParams({ ...params, page }),
            ),
        }}
      />
    </AdminScreen>
  );
}
