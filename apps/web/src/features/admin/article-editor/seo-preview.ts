import { SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX } from '@taxatlas/contracts/article-admin';
import { slugify } from '@taxatlas/contracts/slugify';
import { cleanKeywords, cutDescription, pageTitle, robotsValue } from '../../../lib/seo-rules';
import type { EditorFormValues } from './editor-form';

export { SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX };

export interface SearchSnippet {
  /** The document title a search engine shows: the SEO title, else the article's title, else the site name. */
  readonly title: string;
  readonly path: string;
  /** The SEO description, else the excerpt, cut at 160 characters. */
  readonly description: string;
  readonly robots: string;
  readonly keywords: readonly string[];
}

/** What the public article page will put in its head for these values (docs/product.md, "Search metadata"). */
export function searchSnippet(values: EditorFormValues): SearchSnippet {
  const slug = values.slug.trim() || slugify(values.title);
  return {
    title: pageTitle(values.seoTitle.trim() || values.title),
    path: `/blog/${slug}`,
    description: cutDescription(values.seoDescription.trim() || values.excerpt),
    robots: robotsValue(values.noIndex, values.noFollow),
    keywords: cleanKeywords(values.seoKeywords),
  };
}

/** Characters left of the description's 160 (negative when a description saved before the rule is longer). */
export function descriptionRoom(description: string): number {
  return SEO_DESCRIPTION_MAX - description.replace(/\s+/g, ' ').trim().length;
}
