import { lazy, Suspense } from 'react';
import { useSeo } from '../../components/seo/use-seo';
import { hostBridge } from '../../lib/bridge/host';
import { useT } from '../../lib/i18n/use-t';

// The form (and antd with it) only where it is shown, in the desktop app: a browser's first load of this page stays
// as small as any other page's.
const ServerConnectionForm = lazy(() => import('./server-connection-form'));

/**
 * /settings/server: which server the desktop app works with. Check asks the server's /api/health without changing
 * anything; Connect checks again, saves it in the app's settings and reloads the app against it; "Use this computer"
 * goes back to the app's own server and forgets the other server's session. In a browser the page says what it is for.
 */
export default function ServerSettingsPage() {
  const t = useT();
  useSeo({ title: t('serverSettings.title'), description: t('serverSettings.metaDescription'), noIndex: true });
  const bridge = hostBridge();
  return (
    <div className="page-container server-settings-page" data-testid="server-settings-page">
      <div className="prose">
        <header className="page-header">
          <h1>{t('serverSettings.title')}</h1>
          <p>{bridge.connection.canConnectRemote ? t('serverSettings.intro') : t('serverSettings.browserOnly')}</p>
        </header>
        {bridge.connection.canConnectRemote ? (
          <Suspense fallback={null}>
            <ServerConnectionForm />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
