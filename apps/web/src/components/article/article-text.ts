import type { Article } from '@taxatlas/contracts/articles';
import type { Language } from '../../lib/i18n/language';

export interface ArticleTeaserText {
  readonly title: string;
  readonly excerpt: string;
  /** The text is a translation of the article's original (English) title and excerpt. */
  readonly translated: boolean;
}

/** Title and excerpt in the interface language when the article has them (German), else the original. */
export function teaserText(article: Pick<Article, 'title' | 'excerpt' | 'translations'>, language: Language): ArticleTeaserText {
  const german = language === 'de' ? article.translations.de : undefined;
  if (german) return { title: german.title, excerpt: german.excerpt, translated: true };
  return { title: article.title, excerpt: article.excerpt, translated: false };
}

/** A site-relative link inside article HTML ("/uk/income-tax"), which the app can open without a reload. */
export function internalHref(href: string | null): string | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return href;
}
