import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { dashboardApi, dataCalls } from '../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../test-support/dashboard-fixtures';
import { fakeToday } from '../test-support/fake-today';
import { renderDashboard } from '../test-support/render-dashboard';

const dashboard = (overrides: Parameters<typeof dashboardDocument>[0] = {}) => dashboardDocument({ widgets: [interactive({ id: 'w1', title: 'Sessions' })], ...overrides });
const requestedRange = (api: ReturnType<typeof dashboardApi>) => dataCalls(api).at(-1)!.range;

afterEach(() => jest.useRealTimers());

it("defaults to the dashboard's range type around today in the dashboard's time zone", async () => {
  // 23:30 UTC on 10 March is already 11 March at UTC+14.
  fakeToday('2026-03-10T23:30:00Z');
  const api = dashboardApi({ dashboard: dashboard({ rangeType: 'last_7_days', timezone: 'Pacific/Kiritimati' }) });
  renderDashboard('/dashboards/acme');
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  expect(requestedRange(api)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10', compareStartDate: '2026-02-25', compareEndDate: '2026-03-03' });
});

it('keeps the saved dates and comparison of a custom dashboard', async () => {
  const api = dashboardApi({ dashboard: dashboard({ rangeType: 'custom', startDate: '2025-05-01', endDate: '2025-05-10', compareStartDate: '2024-05-01', compareEndDate: '2024-05-10' }) });
  renderDashboard('/dashboards/acme');
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  expect(requestedRange(api)).toEqual({ startDate: '2025-05-01', endDate: '2025-05-10', compareStartDate: '2024-05-01', compareEndDate: '2024-05-10' });
});

it('shows the view the URL names, month and year too', async () => {
  const api = dashboardApi({ dashboard: dashboard() });
  renderDashboard('/dashboards/acme?month=2&year=2024&compareStartDate=2023-02-01&compareEndDate=2023-02-28');
  expect(await screen.findByRole('button', { name: /Report period: Feb 1\s–\s29, 2024, compared with Feb 1\s–\s28, 2023/ })).toBeInTheDocument();
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  expect(requestedRange(api)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29', compareStartDate: '2023-02-01', compareEndDate: '2023-02-28' });
});

describe('the copied URL', () => {
  async function copiedUrl(path: string) {
    const user = userEvent.setup();
    const shared = jest.fn();
    const off = eventBus.on('onboarding:action', shared);
    dashboardApi({ dashboard: dashboard() });
    const view = renderDashboard(path);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied successfully');
    expect(shared).toHaveBeenCalledWith({ action: 'dashboard:shared' });
    const url = await navigator.clipboard.readText();
    off();
    view.unmount();
    return url;
  }

  it('holds month and year for one whole month, and no comparison when it is the preceding period', async () => {
    expect(await copiedUrl('/dashboards/acme?startDate=2026-02-01&endDate=2026-02-28&compareStartDate=2026-01-04&compareEndDate=2026-01-31')).toBe(
      'http://localhost/dashboards/acme?month=2&year=2026',
    );
  });

  it('holds the dates of any other range, and a comparison that is not the preceding period', async () => {
    expect(await copiedUrl('/dashboards/acme?startDate=2026-02-03&endDate=2026-02-09&compareStartDate=2025-02-03&compareEndDate=2025-02-09')).toBe(
      'http://localhost/dashboards/acme?startDate=2026-02-03&endDate=2026-02-09&compareStartDate=2025-02-03&compareEndDate=2025-02-09',
    );
  });

  it('keeps the view’s path: the real-time view copies the real-time URL', async () => {
    expect(await copiedUrl('/dashboards/acme/realtime?month=1&year=2026')).toBe('http://localhost/dashboards/acme/realtime?month=1&year=2026');
  });
});

it('puts a new range in the URL, reloads the widgets for it, and a copied link restores exactly that view', async () => {
  fakeToday('2026-03-10T12:00:00Z');
  const user = userEvent.setup();
  const changed = jest.fn();
  const off = eventBus.on('onboarding:action', changed);
  const api = dashboardApi({ dashboard: dashboard({ rangeType: 'last_month' }) });
  const first = renderDashboard('/dashboards/acme');
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: /Report period/ }));
  await user.click(screen.getByRole('radio', { name: 'Custom' }));
  // Last month (February) is on screen; custom days are picked from March.
  await user.click(screen.getByRole('button', { name: 'Report period, next month' }));
  await user.click(screen.getByRole('button', { name: 'Monday, March 2, 2026' }));
  await user.click(screen.getByRole('button', { name: 'Thursday, March 5, 2026' }));
  await user.click(screen.getByRole('radio', { name: 'Another period' }));
  await user.click(screen.getByRole('button', { name: 'Comparison period, previous month' }));
  await user.click(within(screen.getByRole('grid', { name: /Comparison period/ })).getByRole('button', { name: 'Monday, February 2, 2026' }));
  await user.click(within(screen.getByRole('grid', { name: /Comparison period/ })).getByRole('button', { name: 'Thursday, February 5, 2026' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  const chosen = { startDate: '2026-03-02', endDate: '2026-03-05', compareStartDate: '2026-02-02', compareEndDate: '2026-02-05' };
  expect(Object.fromEntries(new URLSearchParams(first.router.state.location.search))).toEqual(chosen);
  expect(changed).toHaveBeenCalledWith({ action: 'dashboard:date-range-changed' });
  await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
  expect(requestedRange(api)).toEqual(chosen);

  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Copy URL' }));
  const copied = new URL(await navigator.clipboard.readText());
  first.unmount();

  const again = renderDashboard(copied.pathname + copied.search);
  await waitFor(() => expect(dataCalls(api)).toHaveLength(3));
  expect(requestedRange(api)).toEqual(chosen);
  expect(again.router.state.location.search).toBe(first.router.state.location.search);
  off();
});

it("moves no onboarding step of a signed-in visitor on another company's public dashboard: copying its link or changing its range is not sharing their own", async () => {
  const user = userEvent.setup();
  const steps = jest.fn();
  const off = eventBus.on('onboarding:action', steps);
  const api = dashboardApi({ dashboard: dashboard({ owner: false, public: true }) });
  renderDashboard('/dashboards/acme');
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Copy URL' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied successfully');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: /Report period/ }));
  await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
  expect(steps).not.toHaveBeenCalled();
  off();
});
