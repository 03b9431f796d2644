import { LanguageSwitch } from '../../components/layout/language-switch';
import { useSeo } from '../../components/seo/use-seo';
import { useSession } from '../../lib/auth/use-session';
import { useAccountT } from './use-account-t';

/** /settings (account branch, signed in only): the account's settings. */
export default function SettingsPage() {
  const t = useAccountT();
  const { user } = useSession();
  useSeo({ title: t('settings.title'), description: t('settings.description'), noIndex: true });
  return (
    <div className="page-container" data-testid="settings-page">
      <div className="prose">
        <header className="page-header">
          <h1>{t('settings.title')}</h1>
          <p>{t('settings.lead')}</p>
          {user ? <p data-testid="settings-signed-in-as">{t('settings.signedInAs', { name: user.email })}</p> : null}
        </header>
        <section className="panel" aria-labelledby="settings-language">
          <h2 id="settings-language" className="card-heading">
            {t('settings.language.title')}
          </h2>
          <p>{t('settings.language.text')}</p>
          <LanguageSwitch tone="light" />
        </section>
      </div>
    </div>
  );
}
