import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { consoleHomeFor, type ConsoleScreen } from '@manobal/core';
import type { ConsolePublicRoute, ConsoleScreenRoute, LoadScreen } from './console-route';
import { CONSOLE_PUBLIC_ROUTES, CONSOLE_SCREEN_ROUTES } from './console-routes';
import { ConsoleLayout, openScreensOf } from './console-layout';
import { useStaffPerson } from './console-session';
import { ConsoleLoading, ConsoleNotFound, ConsoleRouteError } from './console-states';
import { ScreenGate } from './screen-gate';

/** The console is served under /staff; its route table names paths below it. */
export const CONSOLE_BASENAME = '/staff';

const lazyScreen = (load: LoadScreen): ComponentType => {
  const Screen = lazy(() => load().then((m) => ({ default: m.Component })));
  return () => (
    <Suspense fallback={<ConsoleLoading />}>
      <Screen />
    </Suspense>
  );
};

/** /staff itself opens the person's first screen. */
const ConsoleHome = ({ registered }: { registered: readonly ConsoleScreen[] }) => {
  const me = useStaffPerson();
  return <Navigate to={`/${openScreensOf(me, registered)[0] ?? consoleHomeFor(me.roles)}`} replace />;
};

/**
 * The console's route tree: the public pages (sign-in, enrolment) on their own, and the screens inside one
 * layout (header, navigation) that opens only for a signed-in person, each screen behind its roles' gate.
 */
export const buildConsoleRouteObjects = (
  screens: readonly ConsoleScreenRoute[] = CONSOLE_SCREEN_ROUTES,
  publicRoutes: readonly ConsolePublicRoute[] = CONSOLE_PUBLIC_ROUTES,
): RouteObject[] => [
  ...publicRoutes.map((route): RouteObject => {
    const Page = lazyScreen(route.load);
    return { path: route.path, element: <Page />, errorElement: <ConsoleRouteError /> };
  }),
  {
    element: <ConsoleLayout screens={screens.map((route) => route.screen)} />,
    errorElement: <ConsoleRouteError />,
    children: [
      {
        errorElement: <ConsoleRouteError />,
        children: [
          { index: true, element: <ConsoleHome registered={screens.map((route) => route.screen)} /> },
          ...screens.map((route): RouteObject => {
            const Screen = lazyScreen(route.load);
            return {
              path: `${route.screen}/*`,
              element: (
                <ScreenGate screen={route.screen}>
                  <Screen />
                </ScreenGate>
              ),
            };
          }),
          { path: '*', element: <ConsoleNotFound /> },
        ],
      },
    ],
  },
];
