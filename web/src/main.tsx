import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createLazyBrowserApi, ApiProvider } from './app/api-context';
import { buildRouteObjects } from './app/route-table';
import { reportWebVitals } from './app/vitals';
import './app/theme.css';

/**
 * Loads the page module of the current address before hydrating, so the first client render matches the
 * prerendered HTML exactly (no flash, no mismatch). If the chunk fails, the router retries and its error
 * boundary offers a Retry button.
 */
const resolveInitialLazyRoutes = async (routes: RouteObject[]): Promise<boolean> => {
  const matches = matchRoutes(routes, window.location) ?? [];
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
  const routes = buildRouteObjects();
  const ready = await resolveInitialLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <ApiProvider api={createLazyBrowserApi()}>
        <RouterProvider router={router} />
      </ApiProvider>
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
