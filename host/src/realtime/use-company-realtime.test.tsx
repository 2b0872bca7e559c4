import { act, waitFor } from '@testing-library/react';
import { pageConfigAtom } from '@pulseboard/shared';
import type { CompanyRealtimeHandlers } from '@pulseboard/shared/realtime';
import { mockApi, renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
import { useCompanyRealtime } from './use-company-realtime';

const connect = jest.fn();
const disconnect = jest.fn();
jest.mock('@pulseboard/shared/realtime', () => ({
  connectCompanyRealtime: (...args: unknown[]) => {
    connect(...args);
    return disconnect;
  },
}));

function Harness() {
  useCompanyRealtime();
  return null;
}

const realtime = { enabled: true, key: 'k', host: 'localhost', port: 8080, forceTLS: false };

it("subscribes to the user's company and applies what arrives", async () => {
  const { store, unmount } = renderWithShell(<Harness />, { config: testPageConfig({ realtime }) });
  await waitFor(() => expect(connect).toHaveBeenCalled());
  const [config, companyId, handlers] = connect.mock.calls[0] as [unknown, number, CompanyRealtimeHandlers];
  expect(config).toEqual(realtime);
  expect(companyId).toBe(3);

  act(() => handlers.onSourceUpdated({ id: 8, sources: [{ id: 8, name: 'semrush', account: 'x', invalid: true }] }));
  expect(store.get(pageConfigAtom)?.company?.sources).toEqual([{ id: 8, name: 'semrush', account: 'x', invalid: true }]);
  act(() => handlers.onSubscriptionUpdated({ state: 'overdue', services: { dashboards: 5, bonusDashboards: 2 } }));
  expect(store.get(pageConfigAtom)?.company).toMatchObject({ state: 'overdue', services: { dashboards: 5, bonusDashboards: 2 } });

  unmount();
  expect(disconnect).toHaveBeenCalled();
});

it('reads the company again after a gap in the connection, whose events never arrived', async () => {
  connect.mockClear();
  const config = testPageConfig({ realtime });
  const { store } = renderWithShell(<Harness />, { config });
  await waitFor(() => expect(connect).toHaveBeenCalled());
  const [, , handlers] = connect.mock.calls[0] as [unknown, number, CompanyRealtimeHandlers];
  const sources = [{ id: 9, name: 'googleAnalytics', account: 'ga@acme.test', invalid: false }];
  const api = mockApi({ 'GET /api/page-config': () => ({ body: { ...config, company: { ...config.company, sources, state: 'overdue' } } }) });

  act(() => handlers.onMissedEvents());
  await waitFor(() => expect(store.get(pageConfigAtom)?.company?.sources).toEqual(sources));
  expect(store.get(pageConfigAtom)?.company?.state).toBe('overdue');
  expect(api.calls.map((call) => call.path)).toEqual(['/api/page-config']);
});

it('keeps the company when the page config read after a gap is of another user', async () => {
  connect.mockClear();
  const config = testPageConfig({ realtime });
  const { store } = renderWithShell(<Harness />, { config });
  await waitFor(() => expect(connect).toHaveBeenCalled());
  const [, , handlers] = connect.mock.calls[0] as [unknown, number, CompanyRealtimeHandlers];
  const api = mockApi({ 'GET /api/page-config': () => ({ body: { ...config, user: { ...config.user!, id: config.user!.id + 1 }, company: { ...config.company, sources: [] } } }) });

  act(() => handlers.onMissedEvents());
  await waitFor(() => expect(api.calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.get(pageConfigAtom)?.company).toEqual(config.company);
});

it('stays off for visitors and when realtime is disabled', async () => {
  connect.mockClear();
  renderWithShell(<Harness />, { config: testPageConfig({ user: null, realtime }) });
  renderWithShell(<Harness />, { config: testPageConfig({ realtime: { ...realtime, enabled: false } }) });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(connect).not.toHaveBeenCalled();
});

it('stays off on the pages that are documents: the print view and an embed', async () => {
  connect.mockClear();
  renderWithShell(<Harness />, { config: testPageConfig({ realtime }), path: '/dashboards/acme/print', routePath: '/dashboards/:permalink/print' });
  renderWithShell(<Harness />, { config: testPageConfig({ realtime }), path: '/embed/dashboards/acme', routePath: '/embed/dashboards/:permalink' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(connect).not.toHaveBeenCalled();
  renderWithShell(<Harness />, { config: testPageConfig({ realtime }), path: '/dashboards/acme', routePath: '/dashboards/:permalink' });
  await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
});
