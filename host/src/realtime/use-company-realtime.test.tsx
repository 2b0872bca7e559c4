import { act, waitFor } from '@testing-library/react';
import { pageConfigAtom } from '@pulseboard/shared';
import type { CompanyRealtimeHandlers } from '@pulseboard/shared/realtime';
import { renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
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
