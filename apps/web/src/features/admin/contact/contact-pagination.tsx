import { Button, Typography } from 'antd';
import { useContactT } from './use-contact-t';

/**
 * Prev, 'Page N', Next (docs/product.md, "Admin contact inbox"): Prev is off on page 1, Next when the
 * page is not full (or is the last one: see hasNextPage). The total says how many match the filters.
 */
export function ContactPagination({
  page,
  total,
  hasNext,
  onPage,
}: {
  page: number;
  total: number | undefined;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const t = useContactT();
  return (
    <nav className="contact-pagination" aria-label={t('adminContact.pagination')}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="contact-prev">
        {t('adminContact.prev')}
      </Button>
      <span aria-current="page" data-testid="contact-page">
        {t('adminContact.page', { page })}
      </span>
      <Button disabled={!hasNext} onClick={() => onPage(page + 1)} data-testid="contact-next">
        {t('adminContact.next')}
      </Button>
      {total !== undefined ? (
        <Typography.Text type="secondary" data-testid="contact-total">
          {t('adminContact.total', { total })}
        </Typography.Text>
      ) : null}
    </nav>
  );
}
