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

/** The system status page (/test): the service as the browser sees it — API health, version, database, language and build. */
export default function SystemStatusPage() {
  const t = useT();
  const { language } = useLanguage();
  useSeo({ title: t('systemStatus.title'), description: t('systemStatus.description'), noIndex: true });
  const { data, error, isFetching, fulfilledTimeStamp, startedTimeStamp, refetch } = useGetHealthQuery();
  const health = healthFrom(data, error);
  const reachable = health !== undefined;
  const desktop = window.taxatlas;
  const checkedAt = fulfilledTimeStamp ?? startedTimeStamp;

  const ok = (good: boolean, goodText: string, badText: string) => (
    <span className={good ? 'status-ok' : 'status-bad'}>{good ? goodText : badText}</span>
  );

  return (
    <div className="page-container" data-testid="system-status-page">
      <header className="page-header">
        <h1>{t('systemStatus.title')}</h1>
        <p className="page-lead">{t('systemStatus.lead')}</p>
      </header>
      <section className="panel prose" aria-labelledby="system-status-api" aria-busy={isFetching}>
        <h2 id="system-status-api" className="card-heading">
          {t('systemStatus.api')}
        </h2>
        <dl className="status-list" style={{ marginTop: 12 }}>
          <dt>{t('systemStatus.apiStatus')}</dt>
          <dd data-testid="system-status-api-status">
            {isFetching && !health
              ? t('systemStatus.checking')
              : reachable
                ? ok(health.status === 'ok', t('systemStatus.ok'), t('systemStatus.error'))
                : ok(false, '', t('systemStatus.unreachable'))}
          </dd>
          <dt>{t('systemStatus.version')}</dt>
          <dd data-testid="system-status-version">{health?.version ?? t('systemStatus.unknown')}</dd>
          <dt>{t('systemStatus.database')}</dt>
          <dd data-testid="system-status-database">
            {health ? ok(health.database === 'up', t('systemStatus.up'), t('systemStatus.down')) : t('systemStatus.unknown')}
          </dd>
          <dt>{t('systemStatus.apiAddress')}</dt>
          <dd>
            <code>{apiBaseUrl()}</code>
          </dd>
          <dt>{t('systemStatus.checkedAt')}</dt>
          <dd>{checkedAt ? new Date(checkedAt).toLocaleTimeString(language === 'de' ? 'de-DE' : 'en-GB') : '—'}</dd>
        </dl>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('systemStatus.checking') : t('systemStatus.refresh')}
        </button>
      </section>

      <section className="panel prose" aria-labelledby="system-status-build" style={{ marginTop: 16 }}>
        <h2 id="system-status-build" className="card-heading">
          {t('systemStatus.build')}
        </h2>
        <dl className="status-list" style={{ marginTop: 12 }}>
          <dt>{t('systemStatus.language')}</dt>
          <dd data-testid="system-status-language">{t(language === 'de' ? 'systemStatus.language.de' : 'systemStatus.language.en')}</dd>
          <dt>{t('systemStatus.mode')}</dt>
          <dd>{import.meta.env.MODE}</dd>
          <dt>{t('systemStatus.bundle')}</dt>
          <dd>
            <code>{bundleName()}</code>
          </dd>
          <dt>{t('systemStatus.platform')}</dt>
          <dd>
            {desktop
              ? t('systemStatus.platform.desktop', { platform: [desktop.platform, desktop.version].filter(Boolean).join(' ') || '—' })
              : t('systemStatus.platform.web')}
          </dd>
        </dl>
      </section>
    </div>
  );
}
