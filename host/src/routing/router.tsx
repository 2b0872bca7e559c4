import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, PageLoader, pathTo, preloadable, REDIRECTS, ROUTES, type RouteDefinition, type RouteName, type RouteObject } from '@pulseboard/shared';
import { RootLayout } from '../layout/RootLayout.js';
import { HOST_PAGES, NotFoundPage } from '../pages/ErrorPage.js';
import { StartupError } from '../pages/StartupError.js';
import { AreaRoute } from '../remotes/AreaRoute.js';
import { GuardedRoute } from './GuardedRoute.js';

/** Screens without the shell's chrome: sign-in pages, the print view and the dashboard embedded on another site. */
const BARE_ROUTES = new Set<string>(['login', 'register', 'password.request', 'password.reset', 'dashboard.print', 'dashboard.embed']);

/** The signed-in chrome (sidebar, top bar, message bar) loads with the first screen that shows it: sign-in pages and the print view never do. */
const Shell = preloadable<object>(() => import('../layout/Shell.js').then((module) => ({ default: module.Shell })));

/**
 * Starts loading the chrome of the address's screen (its matched route), if it has one, beside
 * the page config rather than once the router renders. A failure here is
 * left to that render, which loads it again and shows the start-up error if
 * that fails too.
 */
export function preloadChromeOf(route: RouteDefinition | undefined): void {
  if (!route || !BARE_ROUTES.has(route.name)) Shell.preload().catch(() => undefined);
}

function screenOf(route: RouteDefinition) {
  if (route.area === 'host') {
    const Page = HOST_PAGES[route.name as keyof typeof HOST_PAGES];
    return <Page />;
  }
  return <AreaRoute area={route.area} name={route.name as RouteName} />;
}

function toRouteObject(route: RouteDefinition): RouteObject {
  return {
    path: route.path,
    element: <GuardedRoute route={route}>{screenOf(route)}</GuardedRoute>,
  };
}

/**
 * The one router of the application, built from the shared route table: the
 * host knows every path, guard and title before any remote has loaded.
 */
function buildRoutes(): RouteObject[] {
  const routes: RouteDefinition[] = [...ROUTES];
  return [
    {
      element: <RootLayout />,
      children: [
        ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={pathTo(to)} replace /> })),
        { element: <Outlet />, children: routes.filter((route) => BARE_ROUTES.has(route.name)).map(toRouteObject) },
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <Shell />
            </Suspense>
          ),
          // The chrome's code could not be loaded: nothing signed-in can show without it.
          errorElement: <StartupError />,
          children: [...routes.filter((route) => !BARE_ROUTES.has(route.name)).map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
