import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { PRODUCT_NAME } from '@manobal/core';
import { Button } from '../components/button';
import { NotFoundView } from '../features/not-found/not-found-view';
import * as styles from './route-error.module.css';

export const CHUNK_ERROR_TITLE = 'This page did not load';

/**
 * Shown inside the layout when a page fails: most often its script chunk did not arrive on a weak
 * connection, so the message is calm and offers a retry rather than a blank screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) document.title = `${CHUNK_ERROR_TITLE} | ${PRODUCT_NAME}`;
  }, [notFound]);

  if (notFound) return <NotFoundView />;
  return (
    <section className={`${styles.routeError} container`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">{CHUNK_ERROR_TITLE}</h1>
      <p>Your connection may have dropped for a moment. Please try again.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" size={18} strokeWidth={1.5} />
        Retry
      </Button>
    </section>
  );
};

/** What the page area shows while its chunk is still on the way. */
export const PageLoading = () => (
  <p className={`${styles.routeLoading} container`} role="status">
    Loading…
  </p>
);
