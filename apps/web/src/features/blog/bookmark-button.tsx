import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { loginHref } from '../../lib/auth/login-href';
import { selectSession } from '../../lib/auth/session-slice';
import { registerAreaMessages } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { bookmarkMessages, type BookmarkMessageId } from './bookmark-messages';

registerAreaMessages('bookmark', bookmarkMessages);

// The toggle (the bookmarks API, its cache and mutation) loads only for a signed-in reader.
const BookmarkToggle = lazy(() => import('./bookmark-toggle'));

/**
 * The article's bookmark button: signed in, it saves or removes the article (POST/DELETE
 * /api/articles/:id/bookmark); signed out, it leads to /login?returnTo=<this article>, which brings the reader back.
 */
export function BookmarkButton({ articleId }: { articleId: string }) {
  const t = useT<BookmarkMessageId>();
  const { user } = useSelector(selectSession);
  const { pathname, search } = useLocation();
  const signedOut = (
    <Link
      to={loginHref(pathname, search)}
      className="btn btn-outline bookmark-button"
      aria-label={t('bookmark.loginLabel')}
      data-testid="bookmark-login"
    >
      {t('bookmark.add')}
    </Link>
  );
  if (!user) return signedOut;
  return (
    <Suspense
      fallback={
        <button type="button" className="btn btn-outline bookmark-button" disabled>
          {t('bookmark.add')}
        </button>
      }
    >
      <BookmarkToggle articleId={articleId} />
    </Suspense>
  );
}
