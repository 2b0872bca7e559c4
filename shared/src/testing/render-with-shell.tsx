import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { PageConfig } from '../contracts/page-config.js';
import type { CompanyData } from '../contracts/company.js';
import type { CurrentUser } from '../contracts/user.js';
import { pageConfigAtom } from '../session/atoms.js';

export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  userId: 7,
  name: 'Ada Admin',
  role: 1,
  roleName: 'admin',
  email: 'ada@example.com',
  avatar: null,
  creator: true,
  companyId: 3,
  termsConsent: true,
  ageConsent: true,
  canCreateAutomaticReports: true,
  ...overrides,
});

export const testCompany = (overrides: Partial<CompanyData> = {}): CompanyData => ({
  id: 3,
  name: 'Acme Agency',
  logo: null,
  state: 'active',
  expiresAt: null,
  restoredAt: null,
  services: { dashboards: 10, bonusDashboards: 0 },
  subscription: { id: 1, interval: 1, state: 'active' },
  sources: [],
  dashboardsCount: 0,
  campaignsCount: 0,
  fromAddress: null,
  activeEmail: true,
  verifiedWhitelabel: false,
  ...overrides,
});

export const testPageConfig = (overrides: Partial<PageConfig> = {}): PageConfig => ({
  identification: 'test-identification',
  productTitle: 'Pulseboard',
  brand: null,
  user: testUser(),
  company: testCompany(),
  messages: [],
  dismissedMessages: [],
  errorReporting: null,
  onboarding: 6,
  flow: 'dashboard',
  questionnaire: { source: 'dashboard' },
  maxWidgetsForPdf: 50,
  realtime: { enabled: false, key: 'pulseboard', host: 'localhost', port: 8080, forceTLS: false },
  remotes: [],
  ...overrides,
});

interface ShellOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The route pattern the element is mounted at (defaults to path). */
  routePath?: string;
  config?: PageConfig | null;
  /** Extra routes, e.g. targets of redirects, to assert navigation. */
  routes?: RouteObject[];
}

/**
 * Renders a screen the way the host would: inside the shared jotai store
 * (holding a page config) and a router. Returns the store so tests can read
 * or change the session.
 */
export function renderWithShell(element: ReactElement, options: ShellOptions = {}) {
  const store = createStore();
  store.set(pageConfigAtom, options.config === undefined ? testPageConfig() : options.config);
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: options.routePath ?? path.split('?')[0], element }, ...(options.routes ?? [])], {
    initialEntries: [path],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

/** The element with an SWR cache of its own, so no answer leaks from one test into the next. */
export const withFreshCache = (element: ReactElement) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{element}</SWRConfig>;

/** A screen rendered as the host would, with an SWR cache of its own. */
export function renderScreen(element: ReactElement, options: ShellOptions) {
  return renderWithShell(withFreshCache(element), options);
}
