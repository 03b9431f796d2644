import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useT } from '../../lib/i18n/use-t';
import { apiBaseUrl } from '../../lib/bridge/host';
import { useSeo } from '../../components/seo/use-seo';
import { healthFrom, useGetHealthQuery } from './health-api';

/** The file name of this chunk: its content hash identifies the build. */
function bundleName(): string {
  try {
    return new URL(import.meta.url).pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
}

/** /test: the service as the browser sees it — API health, version, database, language and build. */
export default function TestPage() {
  const t = useT();
  const { language } = useLanguage();
  useSeo({ title: t('diagnostics.title'), description: t('diagnostics.description'), noIndex: true });
  const { data, error, isFetching, fulfilledTimeStamp, startedTimeStamp, refetch } = useGetHealthQuery();
  const health = healthFrom(data, error);
  const reachable = health !== undefined;
  const desktop = window.taxatlas;
  const checkedAt = fulfilledTimeStamp ?? startedTimeStamp;

  const ok = (good: boolean, goodText: string, badText: string) => (
    <span className={good ? 'status-ok' : 'status-bad'}>{good ? goodText : badText}</span>
  );

  return (
    <div className="page-container" data-testid="diagnostics-page">
      <header className="page-header">
        <h1>{t('diagnostics.title')}</h1>
        <p className="page-lead">{t('diagnostics.lead')}</p>
      </header>
      <section className="panel prose" aria-labelledby="diagnostics-api" aria-busy={isFetching}>
        <h2 id="diagnostics-api" className="card-heading">
          {t('diagnostics.api')}
        </h2>
        <dl className="status-list" style={{ marginTop: 12 }}>
          <dt>{t('diagnostics.apiStatus')}</dt>
          <dd data-testid="diagnostics-api-status">
            {isFetching && !health
              ? t('diagnostics.checking')
              : reachable
                ? ok(health.status === 'ok', t('diagnostics.ok'), t('diagnostics.error'))
                : ok(false, '', t('diagnostics.unreachable'))}
          </dd>
          <dt>{t('diagnostics.version')}</dt>
          <dd data-testid="diagnostics-version">{health?.version ?? t('diagnostics.unknown')}</dd>
          <dt>{t('diagnostics.database')}</dt>
          <dd data-testid="diagnostics-database">
            {health ? ok(health.database === 'up', t('diagnostics.up'), t('diagnostics.down')) : t('diagnostics.unknown')}
          </dd>
          <dt>{t('diagnostics.apiAddress')}</dt>
          <dd>
            <code>{apiBaseUrl()}</code>
          </dd>
          <dt>{t('diagnostics.checkedAt')}</dt>
          <dd>{checkedAt ? new Date(checkedAt).toLocaleTimeString(language === 'de' ? 'de-DE' : 'en-GB') : '—'}</dd>
        </dl>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('diagnostics.checking') : t('diagnostics.refresh')}
        </button>
      </section>

      <section className="panel prose" aria-labelledby="diagnostics-build" style={{ marginTop: 16 }}>
        <h2 id="diagnostics-build" className="card-heading">
          {t('diagnostics.build')}
        </h2>
        <dl className="status-list" style={{ marginTop: 12 }}>
          <dt>{t('diagnostics.language')}</dt>
          <dd data-testid="diagnostics-language">{t(language === 'de' ? 'diagnostics.language.de' : 'diagnostics.language.en')}</dd>
          <dt>{t('diagnostics.mode')}</dt>
          <dd>{import.meta.env.MODE}</dd>
          <dt>{t('diagnostics.bundle')}</dt>
          <dd>
            <code>{bundleName()}</code>
          </dd>
          <dt>{t('diagnostics.platform')}</dt>
          <dd>
            {desktop
              ? t('diagnostics.platform.desktop', { platform: [desktop.platform, desktop.version].filter(Boolean).join(' ') || '—' })
              : t('diagnostics.platform.web')}
          </dd>
        </dl>
      </section>
    </div>
  );
}
