import type { Article } from '@taxatlas/contracts/articles';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import type { SeoInput } from '../../lib/seo-rules';
import { internalHref, teaserText } from './article-text';
import { relatedCalculators } from './related-calculators';
import { useArticleDate } from './use-article-date';

/**
 * The search-engine metadata of an article's public page. The admin preview uses the same input with noindex forced,
 * so the metadata an editor checks there is the one readers' search engines will get.
 */
export function articleSeo(article: Article): SeoInput {
  return {
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
  };
}

/**
 * One article as readers see it on /blog/:slug: header, German summary, body, tags and the related calculators.
 * Shared by the public article page and the admin preview (/admin/blogs/preview/:id), so the preview cannot drift from
 * what readers get. `actions` is the header's action row (the bookmark button on the public page).
 */
export function ArticleView({ article, views, actions }: { article: Article; views: number; actions?: ReactNode }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const formatDate = useArticleDate();
  const { title, excerpt, translated } = teaserText(article, language);
  const germanSummary = language === 'de' ? article.translations.de?.summary : undefined;
  const related = relatedCalculators(article);

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
          {actions ? <p className="blog-article-actions">{actions}</p> : null}
        </header>

        {article.coverImage ? (
          <figure className="blog-article-cover" data-testid="article-cover">
            {/* An image without alt text is decorative to a screen reader rather than announced by its file name. */}
            <img src={article.coverImage} alt={article.coverImageAlt ?? ''} decoding="async" />
          </figure>
        ) : null}

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
