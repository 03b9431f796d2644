import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { BlogCard } from './blog-card';
import { useGetArticlesQuery, useGetCategoriesQuery } from './blog-api';
import {
  articlesQueryFor,
  BLOG_PAGE_SIZE,
  blogStateFromSearch,
  pageCount,
  searchFromBlogState,
  withFilter,
  type BlogListState,
} from './blog-query-state';

const SEARCH_DELAY_MS = 300;

/**
 * /blog: the published articles, newest first, with a category filter, a search box and pages. The list state lives
 * in the query string (?category=vat&search=allowance&page=2), so a reload, a shared link or Back shows the same list.
 */
export default function BlogListPage() {
  const t = useT();
  useSeo({ title: t('blog.title'), description: t('blog.description') });

  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const state = useMemo(() => blogStateFromSearch(new URLSearchParams(query)), [query]);

  const categories = useGetCategoriesQuery();
  const articles = useGetArticlesQuery(articlesQueryFor(state));
  const list = articles.data;
  const pages = list ? pageCount(list.total, BLOG_PAGE_SIZE) : 1;

  const navigateTo = (next: BlogListState, replace = false) => setSearchParams(searchFromBlogState(next), { replace });

  // The search box follows the URL (Back, a cleared filter) but is edited locally and applied after a pause.
  const [searchText, setSearchText] = useState(state.search ?? '');
  const [urlSearch, setUrlSearch] = useState(state.search ?? '');
  if ((state.search ?? '') !== urlSearch) {
    setUrlSearch(state.search ?? '');
    setSearchText(state.search ?? '');
  }
  useEffect(() => {
    if (searchText.trim() === (state.search ?? '')) return undefined;
    const timer = window.setTimeout(
      () => setSearchParams(searchFromBlogState(withFilter(state, { search: searchText })), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchText, state, setSearchParams]);

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searchText.trim() !== (state.search ?? '')) navigateTo(withFilter(state, { search: searchText }));
  };

  const hasFilters = Boolean(state.category || state.search);

  return (
    <div className="page-container blog-page">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('nav.blog')}</span>
      </nav>
      <header className="page-header">
        <h1>{t('blog.title')}</h1>
        <p className="page-lead">{t('blog.lead')}</p>
      </header>

      <form className="blog-filters" role="search" aria-label={t('blog.filters')} onSubmit={onSearchSubmit}>
        <div className="blog-filter">
          <label htmlFor="blog-search">{t('blog.search.label')}</label>
          <input
            id="blog-search"
            className="blog-input"
            type="search"
            data-testid="blog-search"
            value={searchText}
            maxLength={200}
            placeholder={t('blog.search.placeholder')}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="blog-filter">
          <label htmlFor="blog-category">{t('blog.category.label')}</label>
          <select
            id="blog-category"
            className="native-select blog-input"
            data-testid="blog-category-filter"
            value={state.category ?? ''}
            onChange={(event) => navigateTo(withFilter(state, { category: event.target.value }))}
          >
            <option value="">{t('blog.category.all')}</option>
            {categories.data?.data.map((category) => (
              <option key={category.id} value={category.slug}>
                {t('blog.category.option', { name: category.name, count: category.articleCount })}
              </option>
            ))}
            {state.category && categories.data && !categories.data.data.some((category) => category.slug === state.category) ? (
              <option value={state.category}>{state.category}</option>
            ) : null}
          </select>
        </div>
        <button type="submit" className="btn btn-primary blog-search-submit">
          {t('blog.search.submit')}
        </button>
      </form>

      <section className="blog-results" aria-live="polite" aria-busy={articles.isFetching}>
        {list ? (
          <p className="blog-count" data-testid="blog-count">
            {t('blog.results', { total: list.total })}
          </p>
        ) : null}

        {articles.isError ? (
          <div className="notice blog-notice" role="alert">
            <p>{apiErrorText(articles.error) ?? t('blog.error')}</p>
            <button type="button" className="btn btn-outline" onClick={() => void articles.refetch()}>
              {t('blog.retry')}
            </button>
          </div>
        ) : !list ? (
          <p className="blog-loading">{t('blog.loading')}</p>
        ) : list.data.length === 0 ? (
          <div className="blog-empty">
            <p>{t('blog.empty')}</p>
            {hasFilters ? (
              <button type="button" className="btn btn-outline" onClick={() => navigateTo({ page: 1 })}>
                {t('blog.clearFilters')}
              </button>
            ) : null}
          </div>
        ) : (
          <div className={`blog-grid${articles.isFetching ? ' blog-grid-loading' : ''}`}>
            {list.data.map((article) => (
              <BlogCard key={article.id} article={article} />
            ))}
          </div>
        )}
      </section>

      {list && list.total > BLOG_PAGE_SIZE ? (
        <nav className="blog-pagination" aria-label={t('blog.pagination')}>
          <button
            type="button"
            className="btn btn-outline"
            data-testid="blog-previous-page"
            disabled={state.page <= 1}
            onClick={() => navigateTo({ ...state, page: state.page - 1 })}
          >
            {t('blog.previousPage')}
          </button>
          <span className="blog-page-of" aria-current="page">
            {t('blog.pageOf', { page: state.page, pages })}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            data-testid="blog-next-page"
            disabled={state.page >= pages}
            onClick={() => navigateTo({ ...state, page: state.page + 1 })}
          >
            {t('blog.nextPage')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
