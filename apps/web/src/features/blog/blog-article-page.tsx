import type { Article } from '@taxatlas/contracts/articles';
import { type MouseEvent, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiErrorText } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { useArticleReadingTracker } from './article-tracking';
import { BookmarkButton } from './bookmark-button';
import { internalHref, teaserText } from './article-text';
import { useGetArticleQuery } from './blog-api';
import { relatedCalculators } from './related-calculators';
import { useArticleDate } from './use-article-date';

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
        <ArticleView article={article} views={countedViews ?? article.views} />
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

function ArticleView({ article, views }: { article: Article; views: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const formatDate = useArticleDate();
  const { title, excerpt, translated } = teaserText(article, language);
  const germanSummary = language === 'de' ? article.translations.de?.summary : undefined;
  const related = relatedCalculators(article);

  useSeo({
    title: article.seo.title ?? article.title,
    description: article.seo.description ?? article.excerpt,
    keywords: article.seo.keywords.length > 0 ? article.seo.keywords : article.tags,
    articleType: 'article',
    author: article.author,
    ...(article.coverImage ? { image: article.coverImage } : {}),
    ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
    modifiedAt: article.updatedAt,
    noIndex: article.seo.noIndex,
    noFollow: article.seo.noFollow,
  });

  // Links to the site's own pages inside the article open in the app, without a full reload.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const to = internalHref(anchor?.getAttribute('href') ?? null);
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };

  return (
    <div className="blog-article-layout">
      <article className="blog-article" lang={translated ? undefined : 'en'}>
        <header className="blog-article-header">
          {article.category ? (
            <Link className="badge badge-category" to={`${paths.blog}?category=${encodeURIComponent(article.category.slug)}`}>
              {article.category.name}
            </Link>
          ) : null}
          <h1>{title}</h1>
          {translated ? (
            <p className="blog-original-title" lang="en">
              {t('article.originalTitle', { title: article.title })}
            </p>
          ) : null}
          <p className="page-lead">{excerpt}</p>
          <ul className="blog-article-meta" aria-label={t('article.meta')}>
            <li>{t('article.by', { author: article.author })}</li>
            {article.publishedAt ? (
              <li>
                <time dateTime={article.publishedAt}>{t('blog.published', { date: formatDate(article.publishedAt) })}</time>
              </li>
            ) : null}
            <li>{t('blog.readTime', { minutes: article.readTime })}</li>
            <li data-testid="article-views">{t('blog.views', { count: views })}</li>
          </ul>
          <p className="blog-article-actions">
            <BookmarkButton articleId={article.id} />
          </p>
        </header>

        {germanSummary ? (
          <section className="blog-summary-de" lang="de" data-testid="article-summary-de" aria-labelledby="article-summary-de-title">
            <h2 id="article-summary-de-title">{t('article.summary.title')}</h2>
            <p>{germanSummary}</p>
            <p className="blog-summary-note">{t('article.summary.note')}</p>
          </section>
        ) : null}

        {/* The server sanitises article HTML on every write (strict allow-list), so it is rendered as stored. */}
        <div
          className="prose blog-article-content"
          lang="en"
          data-testid="article-content"
          onClick={onContentClick}
          dangerouslySetInnerHTML={{ __html: article.content ?? '' }}
        />

        {article.tags.length > 0 ? (
          <footer className="blog-article-footer">
            <h2 className="visually-hidden">{t('article.tags')}</h2>
            <ul className="blog-tags">
              {article.tags.map((tag) => (
                <li key={tag} className="badge">
                  {tag}
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>

      <aside className="blog-article-aside">
        {related.length > 0 ? (
          <section className="blog-related" aria-labelledby="blog-related-title">
            <h2 id="blog-related-title" className="card-heading">
              {t('article.related.title')}
            </h2>
            <ul>
              {related.map((calculator) => (
                <li key={calculator.to}>
                  <Link to={calculator.to} data-testid="article-related-calculator">
                    {t(calculator.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to={paths.blog} className="btn btn-outline btn-block">
            {t('article.backToBlog')}
          </Link>
        </p>
      </aside>
    </div>
  );
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
