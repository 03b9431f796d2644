import type { ActiveSession } from '@taxatlas/contracts/auth';
import { useMemo } from 'react';
import { apiErrorText } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useEndSessionMutation, useGetSessionsQuery } from './account-api';
import { useAccountT } from './use-account-t';

/**
 * GET /api/auth/sessions: where the account is signed in, this device first marked; DELETE /api/auth/sessions/:id
 * signs one of the others out. The User-Agent is the browser's own words, shown as plain text (never as markup).
 */
export function SessionsSection() {
  const t = useAccountT();
  const { language } = useLanguage();
  const { data, error, isLoading, refetch } = useGetSessionsQuery();
  const [endSession, { isLoading: ending, originalArgs }] = useEndSessionMutation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
  const sessions: readonly ActiveSession[] = data?.data ?? [];

  return (
    <section className="panel" aria-labelledby="settings-sessions" data-testid="settings-sessions">
      <h2 id="settings-sessions" className="card-heading">
        {t('settings.sessions.title')}
      </h2>
      <p>{t('settings.sessions.text')}</p>
      {error ? (
        <div role="alert">
          <p>{apiErrorText(error) ?? t('settings.sessions.error')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      ) : isLoading ? (
        <p>{t('settings.loading')}</p>
      ) : (
        <ul className="settings-list" data-testid="sessions-list">
          {sessions.map((session) => {
            const device = session.userAgent.trim() || t('settings.sessions.unknownDevice');
            return (
              <li key={session.id} data-testid="session-item" data-current={session.current || undefined}>
                <span className="settings-list-text">
                  <span className="session-device">{device}</span>
                  <span className="settings-list-meta">
                    {t('settings.sessions.meta', { created: when(session.createdAt), seen: when(session.lastSeenAt), ip: session.ip })}
                  </span>
                </span>
                {session.current ? (
                  <span className="badge" data-testid="session-current">
                    {t('settings.sessions.current')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={ending && originalArgs === session.id}
                    aria-label={t('settings.sessions.signOutLabel', { device })}
                    onClick={() => void endSession(session.id)}
                  >
                    {t('settings.sessions.signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
