import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { useT } from '../lib/i18n/use-t';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The router's fallback screen: 'Unexpected Application Error!' plus the status and text, or the message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  return (
    <div className="page-container error-screen" role="alert">
      <h1>{t('error.route.title')}</h1>
      <p>
        <code data-testid="route-error-detail">{describe(error)}</code>
      </p>
      <Link to={paths.home}>{t('error.route.home')}</Link>
    </div>
  );
}
