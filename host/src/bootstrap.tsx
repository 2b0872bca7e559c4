import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { initErrorReporting, loadPageConfig, matchRoute, pageConfigAtom, pushAnalytics, RouterProvider, sidebarOpenAtom, type PageConfig } from '@pulseboard/shared';
import { remoteNamedByPage } from './remotes/page-named-remote.js';
import { ensureAreaOfPage, registerPlugins } from './remotes/plugin-store.js';
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
  const store = createStore();
  // The area the page names starts loading now, beside the page config, rather than once it has arrived.
  const named = remoteNamedByPage();
  if (named) {
    registerPlugins([named]);
    void ensureAreaOfPage(store, named.name, route?.name);
  }
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
  store.set(pageConfigAtom, config);
  store.set(sidebarOpenAtom, sidebarOpenByDefault(window.innerWidth));
  registerPlugins(config.remotes);
  // A page that named none (served without the API) loads the address's area as the page config arrives.
  if (route && route.area !== 'host') void ensureAreaOfPage(store, route.area, route.name);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createRouter()} />
      </Provider>
    </StrictMode>,
  );
}

void start();
