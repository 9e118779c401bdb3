import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView, NotFoundView } from '../features/errors/ErrorView';

/** Error boundary of the route tree: 404 → 'Page Not Found', everything else → the generic error page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    const title =
      error.status === 403 ? t('errors.forbiddenTitle') : error.status >= 500 ? t('errors.serverTitle') : t('errors.title');
    const message = error.status === 403 ? t('errors.forbiddenMessage') : typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorView status={error.status} title={title} message={message} />;
  }

  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : null;
  const message = error instanceof Error ? error.message : t('errors.unknownMessage');
  if (status === 404) return <NotFoundView />;
  return <ErrorView status={status} title={t('errors.title')} message={message} />;
}

/** The same, for errors above the layouts (nothing else on the page provides the main landmark). */
export function RootError() {
  return (
    <main id="main" className="root-error">
      <RouteError />
    </main>
  );
}
