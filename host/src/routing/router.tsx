import { createBrowserRouter, Navigate, Outlet, pathTo, REDIRECTS, ROUTES, type RouteDefinition, type RouteName, type RouteObject } from '@pulseboard/shared';
import { Shell } from '../layout/Shell.js';
import { RootLayout } from '../layout/RootLayout.js';
import { HOST_PAGES, NotFoundPage } from '../pages/ErrorPage.js';
import { AreaRoute } from '../remotes/AreaRoute.js';
import { GuardedRoute } from './GuardedRoute.js';

/** Screens without the shell's chrome: sign-in pages, the print view and the dashboard embedded on another site. */
const BARE_ROUTES = new Set<string>(['login', 'register', 'password.request', 'password.reset', 'dashboard.print', 'dashboard.embed']);

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
          element: <Shell />,
          children: [...routes.filter((route) => !BARE_ROUTES.has(route.name)).map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
