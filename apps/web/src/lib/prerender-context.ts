import { createContext, useContext } from 'react';
import type { PageHead } from './seo-rules';

/**
 * Present only while the build pre-renders a page to HTML (src/prerender): components that would otherwise read
 * the browser (media queries, origin) render for every screen instead, and the page's head is collected here.
 */
export class PrerenderState {
  private collectedHead: PageHead | undefined;

  /** The page's head: the layout's defaults unless the page sets its own (it renders later and wins). */
  get head(): PageHead | undefined {
    return this.collectedHead;
  }

  setDefaultHead(head: PageHead): void {
    this.collectedHead ??= head;
  }

  setPageHead(head: PageHead): void {
    this.collectedHead = head;
  }
}

/** Stands in for the site's origin in absolute URLs the pre-renderer cannot know; tags that carry it are left out. */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

export const PrerenderContext = createContext<PrerenderState | undefined>(undefined);

export const usePrerender = (): PrerenderState | undefined => useContext(PrerenderContext);
