/**
 * Messages of the blog area, in English and German. Each area keeps its own file so work on one area never
 * touches another's; catalogues.ts merges them and messages.test.ts checks both languages hold the same ids.
 * Ids are prefixed by area topic (e.g. 'menu.', 'search.', 'blog.', 'stampDuty.').
 */
export const blogEn = {
  // Article list (/blog)
  'blog.title': 'Tax blog',
  'blog.lead':
    'Guides, explainers and practical tips on income tax, VAT, investments and business taxes in the United Kingdom, the United States and Germany.',
  'blog.description':
    'Tax guides and tips for the UK, the US and Germany: income tax, National Insurance, VAT, deductions and investment tax.',
  'blog.filters': 'Filter articles',
  'blog.search.label': 'Search articles',
  'blog.search.placeholder': 'Search articles…',
  'blog.search.submit': 'Search',
  'blog.category.label': 'Category',
  'blog.category.all': 'All categories',
  'blog.category.option': '{name} ({count})',
  'blog.results': '{total, plural, =0 {No articles} one {# article} other {# articles}}',
  'blog.loading': 'Loading articles…',
  'blog.empty': 'No articles match your search.',
  'blog.clearFilters': 'Clear filters',
  'blog.error': 'The articles could not be loaded.',
  'blog.retry': 'Try again',
  'blog.featured': 'Featured',
  'blog.readTime': '{minutes} min read',
  'blog.views': '{count, plural, one {# view} other {# views}}',
  'blog.published': 'Published {date}',
  'blog.readMore': 'Read the article',
  'blog.pagination': 'Pages of articles',
  'blog.previousPage': 'Previous',
  'blog.nextPage': 'Next',
  'blog.pageOf': 'Page {page} of {pages}',

  // One article (/blog/:slug)
  'article.loading': 'Loading the article…',
  'article.error': 'The article could not be loaded.',
  'article.backToBlog': 'Back to the blog',
  'article.meta': 'Article details',
  'article.category': 'Category',
  'article.tags': 'Tags',
  'article.by': 'By {author}',
  'article.updated': 'Updated {date}',
  'article.summary.title': 'Summary in German',
  'article.summary.note': 'The full article below is in English.',
  'article.originalTitle': 'Original title: {title}',
  'article.related.title': 'Related calculators',
  'article.related.ukIncomeTax': 'UK Income Tax calculator',
  'article.related.ukStampDuty': 'UK Stamp Duty calculator',
  'article.related.ukVat': 'UK VAT calculator',
  'article.related.usFederalIncomeTax': 'US Federal Income Tax calculator',
  'article.related.usStateTax': 'US State Income Tax calculator',
  'article.related.usCapitalGains': 'US Capital Gains Tax calculator',
  'article.related.deIncomeTax': 'German Income Tax calculator',
  'article.notFound.title': 'Article not found',
  'article.notFound.message': 'There is no published article at this address. It may have been moved or taken down:',
  'article.notFound.back': 'See all articles',
} as const;
