import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { initErrorReporting, loadPageConfig, matchRoute, pageConfigAtom, pushAnalytics, RouterProvider, sidebarOpenAtom, type PageConfig } from '@pulseboard/shared';
import { ensurePlugin, registerPlugins } from './remotes/plugin-store.js';
import { createRouter, preloadChromeOf } from './routing/router.js';
import { dropProviderFragment } from './routing/provider-fragment.js';
import { StartupError } from './pages/StartupError.js';
import { sidebarOpenByDefault } from './layout/sidebar-default.js';

/** The analytics data layer learns who is using the page (spec §7), once per page load. */
function pushUserContext(config: PageConfig): void {
  const { user } = config;
  pushAnalytics(
    user ? { event: 'userContext', userId: user.id, companyId: user.companyId, roleName: user.roleName, flow: config.flow, onboardingStep: config.onboarding } : { event: 'userContext', userId: null },
  );
}

async function start(): Promise<void> {
  dropProviderFragment();
  const route = matchRoute(window.location.pathname)?.route;
  preloadChromeOf(route);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let config;
  try {
    config = await loadPageConfig();
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  void initErrorReporting(config.errorReporting);
  pushUserContext(config);
  const store = createStore();
  store.set(pageConfigAtom, config);
  store.set(sidebarOpenAtom, sidebarOpenByDefault(window.innerWidth));
  registerPlugins(config.remotes);
  // The area of the address starts loading now, with the page config, rather than once the shell has rendered.
  if (route && route.area !== 'host') void ensurePlugin(store, route.area);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createRouter()} />
      </Provider>
    </StrictMode>,
  );
}

void start();
