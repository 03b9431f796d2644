import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { apiErrorText } from '../../lib/api';
import { useGetBookmarksQuery, useSetBookmarkMutation } from '../../lib/bookmarks-api';
import { useAccountT } from './use-account-t';

/** GET /api/bookmarks: the saved articles, each linked, each removable (DELETE /api/articles/:id/bookmark). */
export function BookmarksSection() {
  const t = useAccountT();
  const { data, error, isLoading, refetch } = useGetBookmarksQuery();
  const [setBookmark, { isLoading: removing, originalArgs }] = useSetBookmarkMutation();
  const bookmarks = data?.data ?? [];

  return (
    <section className="panel" aria-labelledby="settings-bookmarks" data-testid="settings-bookmarks">
      <h2 id="settings-bookmarks" className="card-heading">
        {t('settings.bookmarks.title')}
      </h2>
      {error ? (
        <div role="alert">
          <p>{apiErrorText(error) ?? t('settings.bookmarks.error')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      ) : isLoading ? (
        <p>{t('settings.loading')}</p>
      ) : bookmarks.length === 0 ? (
        <p data-testid="bookmarks-empty">
          {t('settings.bookmarks.empty')} <Link to={paths.blog}>{t('settings.bookmarks.toBlog')}</Link>
        </p>
      ) : (
        <ul className="settings-list" data-testid="bookmarks-list">
          {bookmarks.map((article) => (
            <li key={article.id} data-testid="bookmark-item">
              <span className="settings-list-text">
                <Link to={paths.blogArticle(article.slug)}>{article.title}</Link>
                {article.excerpt ? <span className="settings-list-meta">{article.excerpt}</span> : null}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={removing && originalArgs?.articleId === article.id}
                aria-label={t('settings.bookmarks.removeLabel', { title: article.title })}
                onClick={() => void setBookmark({ articleId: article.id, bookmarked: false })}
              >
                {t('settings.bookmarks.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
