import { CONTACT_PAGE_SIZE, type ContactBulkAction, type ContactSubmission } from '@taxatlas/contracts/contact';
import { withoutBidiControls } from '@taxatlas/contracts/bidi';
import { App, Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../../../lib/api';
import { AdminScreen } from '../admin-screen';
import { ContactBulkBar } from './contact-bulk-bar';
import {
  useBulkContactSubmissionsMutation,
  useGetContactFormTypesQuery,
  useListContactSubmissionsQuery,
  useMarkContactSubmissionReadMutation,
} from './contact-api';
import { ContactExportError, downloadContactCsv } from './contact-csv-download';
import { ContactDetailDialog } from './contact-detail-dialog';
import { ContactFilterForm } from './contact-filter-form';
import { contactListParamsFrom, contactListSearchParams, hasNextPage, onPage, pageAfterRemoval } from './contact-list-params';
import { ContactPagination } from './contact-pagination';
import { ContactStatusTag } from './contact-status-tag';
import { useContactT } from './use-contact-t';
import '../contact/contact-inbox.css';

interface DetailState {
  readonly submission?: ContactSubmission;
  readonly open: boolean;
  readonly markReadFailed: boolean;
}

/**
 * /admin/dashboard/contact (admins only): the contact inbox, as docs/product.md describes it ("Admin contact
 * inbox"): the bulk actions are real, the filtered list exports as CSV, and opening an
 * unread message marks it read. The filters and the page live in the URL. Everything a visitor typed is rendered as
 * text by React (never as HTML), so a message cannot run script in the admin.
 */
export default function AdminContactPage() {
  const t = useContactT();
  const intl = useIntl();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => contactListParamsFrom(searchParams), [searchParams]);
  const listKey = contactListSearchParams(params).toString();
  const { currentData, error, isFetching, refetch } = useListContactSubmissionsQuery(params);
  const { data: formTypes } = useGetContactFormTypesQuery();
  const [bulk, { isLoading: bulkBusy }] = useBulkContactSubmissionsMutation();
  const [markRead] = useMarkContactSubmissionReadMutation();
  const [exporting, setExporting] = useState(false);
  const [detail, setDetail] = useState<DetailState>({ open: false, markReadFailed: false });

  const rows = currentData?.data;
  // The selection belongs to the page of rows it was made on: another filter or page starts with none selected, so
  // a bulk action never reaches rows the admin can no longer see.
  const [selection, setSelection] = useState<{ listKey: string; ids: readonly string[] }>({ listKey, ids: [] });
  const onScreen = new Set((rows ?? []).map((row) => row._id));
  const selectedIds = selection.listKey === listKey ? selection.ids.filter((id) => onScreen.has(id)) : [];
  const select = (ids: readonly string[]) => setSelection({ listKey, ids });

  const goTo = (next: typeof params) => {
    const query = contactListSearchParams(next);
    // Filter with the filters already applied: the admin wants a fresh look at the same list.
    if (query.toString() === listKey) void refetch();
    else setSearchParams(query);
  };

  function openRow(row: ContactSubmission) {
    setDetail({ submission: row, open: true, markReadFailed: false });
    if (row.status !== 'unread') return;
    markRead({ id: row._id, list: params })
      .unwrap()
      .catch(() => setDetail((current) => (current.submission?._id === row._id ? { ...current, markReadFailed: true } : current)));
  }

  async function runBulk(action: ContactBulkAction) {
    const ids = [...selectedIds];
    if (ids.length === 0) return;
    try {
      const { affected } = await bulk({ ids, action }).unwrap();
      select([]);
      void message.success({ content: <span data-testid="contact-bulk-done">{t(`adminContact.bulk.done.${action}`, { affected })}</span> });
      // Deleting the last rows of the last page: show the page before it.
      if (action === 'delete' && currentData) {
        const page = pageAfterRemoval(params.page, CONTACT_PAGE_SIZE, currentData.total, affected);
        if (page !== params.page) goTo(onPage(params, page));
      }
    } catch (failure) {
      const reason = apiErrorText(failure);
      void message.error({
        content: (
          <span data-testid="contact-bulk-failed">
            {reason ? `${t('adminContact.bulk.failed')} ${reason}` : t('adminContact.bulk.failed')}
          </span>
        ),
      });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadContactCsv(params);
    } catch (failure) {
      const reason = failure instanceof ContactExportError ? failure.serverText : undefined;
      void message.error({
        content: (
          <span data-testid="contact-export-failed">
            {reason ? `${t('adminContact.exportFailed')} ${reason}` : t('adminContact.exportFailed')}
          </span>
        ),
      });
    } finally {
      setExporting(false);
    }
  }

  const pageIds = (rows ?? []).map((row) => row._id);
  const allSelected = pageIds.length > 0 && selectedIds.length === pageIds.length;
  const someSelected = selectedIds.length > 0 && !allSelected;
  const toggleRow = (id: string, checked: boolean) =>
    select(checked ? [...selectedIds.filter((other) => other !== id), id] : selectedIds.filter((other) => other !== id));

  // <bdi>: a visitor's text is isolated, so that direction controls in it (a right-to-left override in an older
  // message; new ones lose them, libs/contracts/src/bidi.ts) cannot reorder what stands around it.
  const clip = (text: string) => (
    <span className="contact-cell-clip" title={withoutBidiControls(text)}>
      <bdi>{text}</bdi>
    </span>
  );

  const columns: ColumnsType<ContactSubmission> = [
    {
      key: 'select',
      width: 48,
      title: (
        <SelectAllBox
          checked={allSelected}
          indeterminate={someSelected}
          disabled={pageIds.length === 0}
          label={t('adminContact.selectAll')}
          onChange={(checked) => select(checked ? pageIds : [])}
        />
      ),
      // A click on the box (or around it) selects; it does not open the message.
      onCell: () => ({ onClick: (event) => event.stopPropagation() }),
      render: (_value, row) => (
        <input
          type="checkbox"
          className="contact-checkbox"
          checked={selectedIds.includes(row._id)}
          onChange={(event) => toggleRow(row._id, event.target.checked)}
          onKeyDown={(event) => event.stopPropagation()}
          aria-label={t('adminContact.selectRow', { name: withoutBidiControls(row.name) })}
          data-testid="contact-row-select"
        />
      ),
    },
    { key: 'name', title: t('adminContact.col.name'), render: (_value, row) => clip(row.name) },
    { key: 'email', title: t('adminContact.col.email'), render: (_value, row) => clip(row.email) },
    { key: 'subject', title: t('adminContact.col.subject'), render: (_value, row) => clip(row.subject) },
    {
      key: 'date',
      title: t('adminContact.col.date'),
      render: (_value, row) => (
        <time dateTime={row.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    { key: 'status', title: t('adminContact.col.status'), render: (_value, row) => <ContactStatusTag status={row.status} /> },
    { key: 'adminNote', title: t('adminContact.col.adminNote'), render: (_value, row) => clip(row.adminNote ?? '') },
  ];

  const rowProps = (row: ContactSubmission) =>
    ({
      onClick: () => openRow(row),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        openRow(row);
      },
      tabIndex: 0,
      'data-testid': 'contact-row',
      'data-id': row._id,
      'data-status': row.status,
      className: 'contact-row',
      // Unread messages stand out, as in a mail client.
      style: { cursor: 'pointer', fontWeight: row.status === 'unread' ? 700 : undefined },
    }) as HTMLAttributes<HTMLElement>;

  const failed = error !== undefined && !isFetching;
  const emptyText = failed ? (
    <div role="alert" className="contact-state" data-testid="contact-error">
      <Typography.Text type="danger">{t('adminContact.loadFailed')}</Typography.Text>
      {apiErrorText(error) ? <Typography.Text type="secondary">{apiErrorText(error)}</Typography.Text> : null}
      <Button size="small" onClick={() => void refetch()}>
        {t('adminContact.retry')}
      </Button>
    </div>
  ) : rows === undefined ? (
    <div role="status" className="contact-state" data-testid="contact-loading">
      {t('adminContact.loading')}
    </div>
  ) : (
    <div className="contact-state" data-testid="contact-empty">
      {t('adminContact.empty')}
    </div>
  );

  return (
    <AdminScreen
      testId="admin-contact"
      title={t('admin.contact.title')}
      lead={t('admin.contact.lead')}
      actions={
        <Button onClick={() => void exportCsv()} disabled={exporting} data-testid="contact-export">
          {exporting ? t('adminContact.exporting') : t('adminContact.export')}
        </Button>
      }
    >
      <ContactFilterForm params={params} formTypes={formTypes?.data ?? []} onApply={goTo} />

      {selectedIds.length > 0 ? (
        <ContactBulkBar
          count={selectedIds.length}
          busy={bulkBusy}
          onAction={(action) => void runBulk(action)}
          onDeselect={() => select([])}
        />
      ) : null}

      {/* Scrolls sideways on a narrow screen. Not antd's scroll.x: that repeats the header (select-all box included) in
          a hidden measuring row. */}
      <div className="contact-table-scroll">
        <Table<ContactSubmission>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={failed ? [] : ((rows ?? []) as ContactSubmission[])}
          pagination={false}
          onRow={rowProps}
          locale={{ emptyText }}
          data-testid="contact-table"
        />
      </div>

      <ContactPagination
        page={params.page}
        total={currentData?.total}
        hasNext={rows !== undefined && hasNextPage(params.page, CONTACT_PAGE_SIZE, rows.length, currentData?.total ?? 0)}
        onPage={(page) => goTo(onPage(params, page))}
      />

      <ContactDetailDialog
        submission={detail.submission}
        open={detail.open}
        markReadFailed={detail.markReadFailed}
        onClose={() => setDetail((current) => ({ ...current, open: false }))}
        afterClose={() => setDetail({ open: false, markReadFailed: false })}
        onSaved={(text) => {
          void message.success({ content: <span data-testid="contact-detail-saved">{text}</span> });
          setDetail((current) => ({ ...current, open: false }));
        }}
      />
    </AdminScreen>
  );
}

/** The header's box: checks every row of this page (never other pages), or none; half-checked when some are. */
function SelectAllBox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="contact-checkbox"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
      data-testid="contact-select-all"
    />
  );
}
