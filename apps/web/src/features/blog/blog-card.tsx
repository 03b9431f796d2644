import type { Article } from '@taxatlas/contracts/articles';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { teaserText } from '../../components/article/article-text';
import { useArticleDate } from '../../components/article/use-article-date';

/** One article in the /blog list; featured articles are highlighted. */
export function BlogCard({ article }: { article: Article }) {
  const t = useT();
  const { language } = useLanguage();
  const formatDate = useArticleDate();
  const { title, excerpt } = teaserText(article, language);
  const href = paths.blogArticle(article.slug);
  return (
    <article className={`blog-card${article.featured ? ' blog-card-featured' : ''}`} data-testid="blog-card" data-slug={article.slug}>
      <div className="blog-card-top">
        {article.category ? <span className="badge badge-category">{article.category.name}</span> : null}
        {article.featured ? <span className="badge blog-badge-featured">{t('blog.featured')}</span> : null}
      </div>
      <h2 className="blog-card-title">
        <Link to={href}>{title}</Link>
      </h2>
      <p className="blog-card-excerpt">{excerpt}</p>
      <p className="blog-card-meta">
        {article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> : null}
        <span aria-hidden="true"> · </span>
        <span>{t('blog.readTime', { minutes: article.readTime })}</span>
      </p>
    </article>
  );
}
