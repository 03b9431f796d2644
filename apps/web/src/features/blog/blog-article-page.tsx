import type { Article } from '@taxatlas/contracts/articles';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArticleView, articleSeo } from '../../components/article/article-view';
import { teaserText } from '../../components/article/article-text';
import { apiErrorText } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { useArticleReadingTracker } from './article-tracking';
import { BookmarkButton } from './bookmark-button';
import { useGetArticleQuery } from './blog-api';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/** /blog/:slug — one published article, its reading statistics and links to the matching calculators. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, error, isError, isLoading, refetch } = useGetArticleQuery(slug);
  const t = useT();
  const { language } = useLanguage();
  const countedViews = useArticleReadingTracker(article?.id);
  const navigate = useNavigate();
  const location = useLocation();
  // An old slug (or an id) reaches the article through the API's redirect: show its current address, in place of the
  // old one in the history, so that the address bar, a bookmark and a shared link all carry the current slug.
  const currentSlug = article?.slug;
  useEffect(() => {
    if (currentSlug && currentSlug !== slug) {
      navigate({ pathname: paths.blogArticle(currentSlug), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [currentSlug, slug, navigate, location.search, location.hash]);

  if (isError && isNotFound(error)) return <ArticleNotFound />;
  return (
    <div className="page-container blog-article-page">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.blog}>{t('nav.blog')}</Link>
        {article ? (
          <>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{teaserText(article, language).title}</span>
          </>
        ) : null}
      </nav>
      {article ? (
        <BlogArticle article={article} views={countedViews ?? article.views} />
      ) : isError ? (
        <div className="notice blog-notice" role="alert">
          <p>{apiErrorText(error) ?? t('article.error')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {t('blog.retry')}
          </button>
        </div>
      ) : isLoading ? (
        <p className="blog-loading">{t('article.loading')}</p>
      ) : null}
    </div>
  );
}

/** The public page's article: its search metadata and the bookmark button around the shared article view. */
function BlogArticle({ article, views }: { article: Article; views: number }) {
  useSeo(articleSeo(article));
  return <ArticleView article={article} views={views} actions={<BookmarkButton articleId={article.id} />} />;
}

function ArticleNotFound() {
  const t = useT();
  const { pathname } = useLocation();
  useSeo({ title: t('article.notFound.title'), description: t('article.notFound.message'), noIndex: true });
  return (
    <div className="page-container error-screen blog-not-found" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('article.notFound.title')}</h1>
      <p>
        {t('article.notFound.message')} <code>{pathname}</code>
      </p>
      <p>
        <Link to={paths.blog} className="btn btn-primary">
          {t('article.notFound.back')}
        </Link>
      </p>
    </div>
  );
}
