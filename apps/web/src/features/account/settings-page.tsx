import { useSeo } from '../../components/seo/use-seo';
import { useSession } from '../../lib/auth/use-session';
import { BookmarksSection } from './bookmarks-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { useAccountT } from './use-account-t';

/** /settings (account branch, signed in only): profile and language, password, bookmarks and signed-in devices. */
export default function SettingsPage() {
  const t = useAccountT();
  const { user } = useSession();
  useSeo({ title: t('settings.title'), description: t('settings.description'), noIndex: true });
  return (
    <div className="page-container settings-page" data-testid="settings-page">
      <div className="prose">
        <header className="page-header">
          <h1>{t('settings.title')}</h1>
          <p>{t('settings.lead')}</p>
          {user ? <p data-testid="settings-signed-in-as">{t('settings.signedInAs', { name: user.email })}</p> : null}
        </header>
        {user ? (
          <div className="settings-sections">
            {/* Keyed by the user's id: another account signing in (another tab) starts the forms afresh. */}
            <ProfileSection key={`profile-${user.id}`} user={user} />
            <PasswordSection key={`password-${user.id}`} user={user} />
            <BookmarksSection />
            <SessionsSection />
          </div>
        ) : null}
      </div>
    </div>
  );
}
