import type { SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSeo } from '../../components/seo/use-seo';
import { bridgeErrorText } from '../../lib/bridge/bridge-error';
import { hostBridge, isDesktop } from '../../lib/bridge/host';
import { useT } from '../../lib/i18n/use-t';
import './saved-calculations.css';

// The list and its actions use antd: fetched only when there is something to list, so a first visit (nothing saved
// yet) loads no more than any other page.
const SavedCalculationsList = lazy(() => import('./saved-calculations-list'));

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly reason: string }
  | { readonly state: 'ready'; readonly rows: readonly SavedCalculation[] };

/** /saved: the calculations saved with the results panel's Save, by client — open, rename, delete, export. */
export default function SavedCalculationsPage() {
  const t = useT();
  useSeo({ title: t('saved.title'), description: t('saved.metaDescription'), noIndex: true });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  // Bumped after every change: the list is read again from the store, so the page shows what is kept.
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((value) => value + 1), []);
  useEffect(() => {
    let current = true;
    hostBridge()
      .savedCalculations.list()
      .then(
        (rows) => current && setLoaded({ state: 'ready', rows }),
        (error: unknown) => current && setLoaded({ state: 'failed', reason: bridgeErrorText(error) }),
      );
    return () => {
      current = false;
    };
  }, [revision]);

  const rows = loaded.state === 'ready' ? loaded.rows : [];
  return (
    <div className="page-container saved-calculations-page" data-testid="saved-calculations-page">
      <header className="page-header">
        <h1>{t('saved.title')}</h1>
        <p>
          {t('saved.intro')} {isDesktop() ? t('saved.whereDesktop') : t('saved.whereBrowser')}
        </p>
      </header>

      {loaded.state === 'loading' ? (
        <p className="saved-loading" role="status">
          {t('saved.loading')}
        </p>
      ) : null}
      {loaded.state === 'failed' ? (
        <div className="alert alert-error" role="alert" data-testid="saved-error">
          <p className="alert-title">{t('saved.loadFailed', { reason: loaded.reason })}</p>
        </div>
      ) : null}
      {loaded.state === 'ready' && rows.length === 0 ? (
        <p className="saved-empty" data-testid="saved-empty">
          {t('saved.empty')}
        </p>
      ) : null}

      {rows.length > 0 ? (
        <Suspense fallback={null}>
          <SavedCalculationsList rows={rows} reload={reload} />
        </Suspense>
      ) : null}
    </div>
  );
}
