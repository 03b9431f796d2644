import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { VisibleTimeTracker } from './visible-time';

/**
 * Fire-and-forget POSTs for the reading statistics. `keepalive` lets the request outlive the page when the reader
 * navigates away or closes the tab; failures are ignored (statistics never disturb reading).
 */
function postArticleEvent(articleId: string, event: 'track-view' | 'log-time', body?: unknown): Promise<unknown> {
  const path = `/articles/${encodeURIComponent(articleId)}/${event}`;
  try {
    return apiFetch(path, {
      method: 'POST',
      keepalive: true,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
  } catch {
    // fetch itself can throw (e.g. keepalive quota exceeded); the statistic is simply lost.
    return Promise.resolve(undefined);
  }
}

/**
 * Counts one view per visit of an article page and reports the seconds it was visible whenever the reader leaves:
 * the tab is hidden, the page is unloaded (pagehide) or the app navigates elsewhere. Returns the article's view count
 * including this visit once the server has counted it.
 */
export function useArticleReadingTracker(articleId: string | undefined): number | undefined {
  const trackedArticle = useRef<string | undefined>(undefined);
  const [counted, setCounted] = useState<{ articleId: string; views: number }>();

  useEffect(() => {
    if (!articleId) return;
    // A ref rather than state: StrictMode runs effects twice, a visit still counts once.
    if (trackedArticle.current !== articleId) {
      trackedArticle.current = articleId;
      void postArticleEvent(articleId, 'track-view').then((response) => {
        const views = (response as { views?: unknown } | undefined)?.views;
        if (typeof views === 'number') setCounted({ articleId, views });
      });
    }

    const isVisible = () => document.visibilityState === 'visible';
    const tracker = new VisibleTimeTracker(performance.now(), isVisible());
    const report = (stillVisible: boolean) => {
      const seconds = tracker.takeSeconds(performance.now(), stillVisible);
      if (seconds >= 1) void postArticleEvent(articleId, 'log-time', { timeSpent: seconds });
    };
    const onVisibilityChange = () => {
      if (isVisible()) tracker.show(performance.now());
      else report(false);
    };
    const onPageHide = () => report(false);

    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      report(false);
    };
  }, [articleId]);

  return counted && counted.articleId === articleId ? counted.views : undefined;
}
