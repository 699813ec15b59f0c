import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { PRODUCT_NAME } from '@manobal/core';
import { Button } from '../components/button';
import { NotFoundView } from '../features/not-found/not-found-view';
import { useShellCatalog } from './shell-catalog-context';
import * as styles from './route-error.module.css';

/**
 * Shown inside the layout when a page fails: most often its script chunk did not arrive on a weak
 * connection, so the message is calm and offers a retry rather than a blank screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { routeError: words } = useShellCatalog();

  useEffect(() => {
    if (!notFound) document.title = `${words.title} | ${PRODUCT_NAME}`;
  }, [notFound, words]);

  if (notFound) return <NotFoundView />;
  return (
    <section className={`${styles.routeError} container`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">{words.title}</h1>
      <p>{words.body}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" size={18} strokeWidth={1.5} />
        {words.retry}
      </Button>
    </section>
  );
};

/** What the page area shows while its chunk is still on the way. */
export const PageLoading = () => {
  const words = useShellCatalog();
  return (
    <p className={`${styles.routeLoading} container`} role="status">
      {words.pageLoading}
    </p>
  );
};
