import { useT } from '../../lib/i18n/use-t';

/** What a lazy page shows while its code loads: a CSS spinner, no component library. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <span className="spinner" aria-hidden="true" />
      <span className="page-spinner-text">{t('layout.loadingPage')}</span>
    </div>
  );
}
