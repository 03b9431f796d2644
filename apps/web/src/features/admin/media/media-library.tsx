import type { MediaItem } from '@taxatlas/contracts/media';
import { Empty, Input, Pagination, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useListMediaQuery } from './media-api';
import { mediaSrc, variantUrl } from './media-urls';
import { MediaUploadArea } from './media-upload-area';
import { useMediaT } from './use-media-t';
import { LoadError } from '../load-error';

export const MEDIA_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Upload, search, paging and the thumbnail grid (small WebP variants), shared by the library screen (a click opens
 * the detail drawer) and the picker (a click selects). Uploads land on page 1, newest first.
 */
export function MediaLibrary({
  onOpen,
  selectedId,
  onUploaded,
}: {
  onOpen: (item: MediaItem) => void;
  /** The picker's choice, outlined in the grid. */
  selectedId?: string | undefined;
  onUploaded?: (item: MediaItem) => void;
}) {
  const t = useMediaT();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const { data, error, isFetching, isLoading, refetch } = useListMediaQuery({ page, limit: MEDIA_PAGE_SIZE, search: search || undefined });

  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const items = data?.data ?? [];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <MediaUploadArea
        onUploaded={(item) => {
          setPage(1);
          onUploaded?.(item);
        }}
      />
      <Input.Search
        allowClear
        value={searchText}
        maxLength={200}
        aria-label={t('media.search.label')}
        placeholder={t('media.search.placeholder')}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => {
          setSearchText(value);
          setSearch(value.trim());
          setPage(1);
        }}
        data-testid="media-search"
      />
      {error ? (
        <LoadError
          title={t('media.loadFailed')}
          error={error}
          retryLabel={t('media.retry')}
          onRetry={() => void refetch()}
          retryDisabled={isFetching}
          testId="media-error"
        />
      ) : null}
      <Spin spinning={isFetching && !isLoading}>
        {isLoading ? (
          <Spin style={{ display: 'block', padding: 48 }} />
        ) : items.length === 0 && !error ? (
          <Empty description={search ? t('media.noMatch') : t('media.empty')} style={{ padding: '32px 0' }} />
        ) : (
          <ul
            aria-label={t('media.grid.label')}
            data-testid="media-grid"
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  aria-pressed={selectedId === undefined ? undefined : selectedId === item.id}
                  aria-label={item.alt ? `${item.filename}: ${item.alt}` : item.filename}
                  data-testid={`media-tile-${item.id}`}
                  style={{
                    width: '100%',
                    padding: 0,
                    background: '#fff',
                    cursor: 'pointer',
                    borderRadius: 8,
                    overflow: 'hidden',
                    textAlign: 'left',
                    border: selectedId === item.id ? '2px solid #1677ff' : '1px solid #d9d9d9',
                  }}
                >
                  <img
                    src={mediaSrc(variantUrl(item, 'small'))}
                    alt={item.alt}
                    loading="lazy"
                    style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: '#f5f5f5' }}
                  />
                  <span style={{ display: 'block', padding: '6px 8px' }}>
                    <Typography.Text ellipsis style={{ display: 'block' }}>
                      {item.filename}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                      {item.alt || t('media.noAlt')}
                    </Typography.Text>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {data && data.total > MEDIA_PAGE_SIZE ? (
        <Pagination
          align="center"
          current={page}
          pageSize={MEDIA_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={(next) => setPage(next)}
        />
      ) : null}
    </div>
  );
}
