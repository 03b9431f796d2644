import { useState } from 'react';
import { useGetBookmarksQuery, useSetBookmarkMutation } from '../../lib/bookmarks-api';
import { useT } from '../../lib/i18n/use-t';
import type { BookmarkMessageId } from './bookmark-messages';

/**
 * Signed in: whether the article is among the reader's bookmarks (GET /api/bookmarks), and the switch. A toggle
 * button (aria-pressed) whose name stays "Bookmark"; the pressed state is its style and a check mark.
 */
export default function BookmarkToggle({ articleId }: { articleId: string }) {
  const t = useT<BookmarkMessageId>();
  const { data, isLoading } = useGetBookmarksQuery();
  const [setBookmark, { isLoading: saving }] = useSetBookmarkMutation();
  const [failed, setFailed] = useState(false);
  const bookmarked = data?.data.some((article) => article.id === articleId) ?? false;

  const toggle = async () => {
    setFailed(false);
    const result = await setBookmark({ articleId, bookmarked: !bookmarked });
    if ('error' in result) setFailed(true);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline bookmark-button"
        aria-pressed={bookmarked}
        disabled={isLoading || saving}
        data-testid="bookmark-toggle"
        onClick={() => void toggle()}
      >
        {bookmarked ? <span aria-hidden="true">✓ </span> : null}
        {t('bookmark.add')}
      </button>
      {failed ? (
        <span role="alert" className="form-field-error">
          {t('bookmark.failed')}
        </span>
      ) : null}
    </>
  );
}
