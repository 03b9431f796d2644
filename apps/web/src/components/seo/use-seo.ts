import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { PRERENDER_ORIGIN, usePrerender } from '../../lib/prerender-context';
import { useT } from '../../lib/i18n/use-t';
import { buildPageHead, type PageHead, type SeoInput } from '../../lib/seo-rules';
import { applyPageHead } from './apply-head';

export type { SeoInput } from '../../lib/seo-rules';

/**
 * The page's search-engine metadata: document title, description, keywords, canonical URL, Open Graph and Twitter
 * tags, article dates, robots and the alternate-language links. Call it once per page; a page without it gets the
 * site defaults from `useDefaultSeo` in the layout.
 */
export function useSeo(input: SeoInput): void {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const t = useT();
  const prerender = usePrerender();
  const description = input.description ?? t('seo.defaultDescription');
  const head = buildPageHead(
    { ...input, description },
    { origin: prerender ? PRERENDER_ORIGIN : window.location.origin, pathname, language },
  );
  // Pre-rendering runs no effects: the page's head is handed to the pre-renderer instead (the page's wins: it renders last).
  prerender?.setPageHead(head);
  // Compared as text: the input is a fresh object on every render, the tags it produces rarely change.
  const headText = JSON.stringify(head);
  // Runs after the layout's defaults (a layout effect) on the same commit, so the page's tags win.
  useEffect(() => applyPageHead(JSON.parse(headText) as PageHead), [headText]);
}

/** Site defaults for every route, set before any page's own metadata (layout effect, keyed by path and language). */
export function useDefaultSeo(): void {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const t = useT();
  const description = t('seo.defaultDescription');
  const prerender = usePrerender();
  prerender?.setDefaultHead(buildPageHead({ description }, { origin: PRERENDER_ORIGIN, pathname, language }));
  useLayoutEffect(() => {
    applyPageHead(buildPageHead({ description }, { origin: window.location.origin, pathname, language }));
  }, [pathname, language, description]);
}
