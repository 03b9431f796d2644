import { useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { useArticleSearch } from '../../lib/search-articles-api';
import {
  isSearchable,
  resolveArticleEntries,
  resolveSearchEntries,
  SEARCH_DELAY_MS,
  searchEntries,
  SearchIndexContext,
  type SearchCountry,
} from '../../lib/search-index';
import { CountryFlag, flagOf } from './country-flag';
import { ArticleIcon, CloseIcon, SearchIcon } from '../icons';
import { useDismiss } from './use-dismiss';

/**
 * The site search (docs/product.md, "Site search"): a full-width field, or (`compact`) an icon button that opens
 * a dropdown holding the field. At least two characters; the list is filtered 150 ms after the last keystroke.
 * Besides the built-in pages it finds the published articles: the settled query is sent to GET /api/articles, and
 * "Searching..." stays until the answer (or its failure, when the built-in results show alone).
 */
export function SiteSearch({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  const t = useT();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [settledQuery, setSettledQuery] = useState('');
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);

  // A result was followed (or the page changed another way): close and start over.
  const [searchPathname, setSearchPathname] = useState(pathname);
  if (searchPathname !== pathname) {
    setSearchPathname(pathname);
    setOpen(false);
    setQuery('');
    setSettledQuery('');
  }

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledQuery(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const searchIndex = useContext(SearchIndexContext);
  const entries = useMemo(
    () =>
      resolveSearchEntries(searchIndex, t, (country: SearchCountry) => {
        const short = { uk: 'UK', us: 'US', germany: '' }[country];
        return [t(`country.${country}`), short].filter(Boolean);
      }),
    [searchIndex, t],
  );
  const searchable = isSearchable(query);
  const showResults = open && searchable;
  // Asked only once the visitor searches: the page load makes no request.
  const articleSearch = useArticleSearch(settledQuery, showResults && isSearchable(settledQuery));
  const articleEntries = useMemo(
    () => resolveArticleEntries(articleSearch.articles, entries, language, t),
    [articleSearch.articles, entries, language, t],
  );
  const results = useMemo(() => searchEntries([...entries, ...articleEntries], settledQuery), [entries, articleEntries, settledQuery]);
  const pending = searchable && (settledQuery !== query || articleSearch.pending);
  const compact = variant === 'compact';

  const closeAndClear = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setSettledQuery('');
    if (returnFocus) (compact ? toggleRef.current : inputRef.current)?.focus();
  };

  useDismiss(wrapperRef, open, (reason) => {
    if (reason === 'escape') {
      closeAndClear(wrapperRef.current?.contains(document.activeElement) ?? false);
    } else {
      setOpen(false);
    }
  });

  const focusResult = (index: number) => {
    const links = resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndClear(true);
    } else if (event.key === 'ArrowDown' && showResults && !pending) {
      event.preventDefault();
      focusResult(0);
    }
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) inputRef.current?.focus();
      else focusResult(index - 1);
    }
  };

  const field = (
    <div className="site-search-field">
      <SearchIcon size={16} className="site-search-icon" />
      <input
        ref={inputRef}
        type="search"
        value={query}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-controls={showResults ? resultsId : undefined}
        autoComplete="off"
        enterKeyHint="search"
        data-testid="site-search-input"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onInputKeyDown}
      />
      {query !== '' ? (
        <button type="button" className="icon-button site-search-clear" aria-label={t('search.clear')} onClick={() => closeAndClear(true)}>
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );

  const dropdown = showResults ? (
    <div id={resultsId} className="site-search-results" data-testid="site-search-results">
      {pending ? (
        <p className="site-search-status" role="status">
          {t('search.searching')}
        </p>
      ) : results.length === 0 ? (
        <p className="site-search-status" role="status">
          {t('search.noResults')}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('search.resultCount', { count: results.length })}
          </p>
          <ul ref={resultsRef} aria-label={t('search.results')} onKeyDown={onResultsKeyDown}>
            {results.map(({ entry, title, description, category }) => (
              <li key={entry.id}>
                <Link to={entry.url} className="search-result" data-testid="site-search-result">
                  <span className="search-result-mark">
                    {entry.country ? <CountryFlag code={flagOf(entry.country)} /> : <ArticleIcon size={18} />}
                  </span>
                  <span className="search-result-text">
                    <span className="search-result-title">{title}</span>
                    <span className="search-result-description">{description}</span>
                  </span>
                  <span className="badge badge-category">{category}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  ) : null;

  if (!compact) {
    return (
      <div className="site-search" ref={wrapperRef} role="search">
        {field}
        {dropdown}
      </div>
    );
  }

  return (
    <div className="site-search site-search-compact" ref={wrapperRef}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button header-icon-button"
        aria-label={open ? t('search.close') : t('search.open')}
        aria-expanded={open}
        data-testid="site-search-toggle"
        onClick={() => {
          if (open) {
            closeAndClear(false);
          } else {
            setOpen(true);
            requestAnimationFrame(() => inputRef.current?.focus());
          }
        }}
      >
        {open ? <CloseIcon size={20} /> : <SearchIcon size={20} />}
      </button>
      {open ? (
        <div className="site-search-dropdown" role="search">
          {field}
          {dropdown}
        </div>
      ) : null}
    </div>
  );
}
