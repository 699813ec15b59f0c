import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { splitLocalePath } from '@manobal/core';
import { createLazyBrowserApi, ApiProvider } from './app/api-context';
import { buildRouteObjects } from './app/route-table';
import { loadShellCatalog } from './app/shell-catalogs';
import { routerBasename, SiteRoot } from './app/site-root';
import { reportWebVitals } from './app/vitals';
import './app/theme.css';

/**
 * Loads the page module of the current address before hydrating, so the first client render matches the
 * prerendered HTML exactly (no flash, no mismatch). If the chunk fails, the router retries and its error
 * boundary offers a Retry button.
 */
const resolveInitialLazyRoutes = async (routes: RouteObject[], basename: string | undefined): Promise<boolean> => {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  const results = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
        return true;
      } catch {
        // Leave `lazy` in place: the router tries again and shows the retry screen if it still fails.
        return false;
      }
    }),
  );
  return results.every(Boolean);
};

const start = async () => {
  // The one place the browser's page chooses its language: its address.
  const { locale } = splitLocalePath(window.location.pathname);
  const basename = routerBasename(locale);
  const routes = buildRouteObjects(undefined, locale);
  const [ready, shell] = await Promise.all([resolveInitialLazyRoutes(routes, basename), loadShellCatalog(locale).catch(() => null)]);
  // Without its words the page cannot be drawn again: the prerendered one stays, its links still work.
  if (shell === null) return;
  const router = createBrowserRouter(routes, basename === undefined ? undefined : { basename });
  const app = (
    <StrictMode>
      <SiteRoot locale={locale} shell={shell}>
        <ApiProvider api={createLazyBrowserApi()}>
          <RouterProvider router={router} />
        </ApiProvider>
      </SiteRoot>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) return;
  // Hydrate the prerendered markup only when the first render can match it exactly.
  document.dispatchEvent(new Event('manobal:hydrating'));
  if (ready && container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  reportWebVitals();
};

void start();
