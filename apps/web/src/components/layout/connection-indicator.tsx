import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { hostConnection, isDesktop } from '../../lib/bridge/host';
import { useT } from '../../lib/i18n/use-t';

/**
 * In the desktop app, which server the app is working with — its own on this computer, or a hosted one — always in
 * view, in the site header and in the admin area's. A link to the server settings. Nothing in a browser, which only
 * ever talks to the site it came from.
 */
export function ConnectionIndicator({ className }: { readonly className?: string }) {
  const t = useT();
  if (!isDesktop()) return null;
  const connection = hostConnection();
  const name = connection.mode === 'remote' ? t('host.remote', { host: new URL(connection.serverUrl).host }) : t('host.local');
  return (
    <Link
      to={paths.serverSettings}
      className={['connection-indicator', `connection-indicator-${connection.mode}`, className].filter(Boolean).join(' ')}
      data-testid="connection-indicator"
      aria-label={t('host.indicatorLabel', { name })}
      title={t('host.indicatorLabel', { name })}
    >
      <span className="connection-indicator-dot" aria-hidden="true" />
      {name}
    </Link>
  );
}
