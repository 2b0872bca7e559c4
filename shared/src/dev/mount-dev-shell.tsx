import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { routeByName } from '../routing/route-table.js';
import { pageConfigAtom } from '../session/atoms.js';
import { loadPageConfig } from '../session/page-config.js';
import type { RemotePlugin } from '../plugin/remote-plugin.js';
import '../ui/tokens.css';

/**
 * Runs one remote on its own during development: the real page config from
 * the API (proxied by the dev server), the remote's routes at their real
 * paths, and a bare navigation bar. No guards: the host owns those.
 */
export async function mountDevShell(plugin: RemotePlugin, element: HTMLElement): Promise<void> {
  const store = createStore();
  try {
    store.set(pageConfigAtom, await loadPageConfig());
  } catch (error) {
    console.warn('dev shell: the API is not reachable, rendering without a session', error);
  }
  const router = createBrowserRouter([
    {
      element: (
        <>
          <nav style={{ display: 'flex', gap: 12, padding: 12, borderBottom: '1px solid #ddd' }}>
            <strong>{plugin.id} (standalone)</strong>
            {plugin.routes.map((route) => (
              <Link key={route.name} to={routeByName(route.name).path.replace(/:[A-Za-z]+/g, 'example')}>
                {route.name}
              </Link>
            ))}
          </nav>
          {/* Screens may be lazy: their code loads when first opened. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: plugin.routes.map(({ name, Component }) => ({ path: routeByName(name).path, Component })),
    },
  ]);
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
