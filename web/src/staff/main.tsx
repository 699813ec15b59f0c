import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createBrowserStaffApi } from './app/browser-staff-api';
import { buildConsoleRouteObjects, CONSOLE_BASENAME } from './app/console-router';
import { ConsoleSessionProvider } from './app/console-session';
import { StaffApiProvider } from './app/staff-api-context';
import '../app/theme.css';

// The care team's console: its own page (staff.html) and bundle, rendered in the browser only (nothing of it is
// prerendered: every screen is about who is signed in).
const container = document.getElementById('root');
if (container) {
  const router = createBrowserRouter(buildConsoleRouteObjects(), { basename: CONSOLE_BASENAME });
  createRoot(container).render(
    <StrictMode>
      <StaffApiProvider api={createBrowserStaffApi()}>
        <ConsoleSessionProvider>
          <RouterProvider router={router} />
        </ConsoleSessionProvider>
      </StaffApiProvider>
    </StrictMode>,
  );
}
