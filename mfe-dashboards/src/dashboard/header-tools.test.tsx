import { screen, waitFor } from '@testing-library/react';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../test-support/dashboard-fixtures';
import { renderDashboard } from '../test-support/render-dashboard';
import { DateRangePicker, ShareMenu } from './header-tools';

// In this order: the print view runs first, in a module registry where no view has loaded the tools yet.
it('loads neither the calendar nor the share menu for the print view, which shows neither', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1', title: 'Sessions', format: 'summary' })] }) });
  const view = renderDashboard('/dashboards/acme/print');
  expect(await screen.findByRole('article', { name: 'Sessions' })).toBeInTheDocument();
  await waitFor(() => expect(view.container.querySelector('[data-drawn="true"]')).not.toBeNull());
  expect(DateRangePicker.isLoaded()).toBe(false);
  expect(ShareMenu.isLoaded()).toBe(false);
  expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
});

it('loads both for the report view once its first screen has had the thread, the period written out until its calendar is there', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1', title: 'Sessions', format: 'summary' })] }) });
  renderDashboard('/dashboards/acme?month=2&year=2026');
  expect(await screen.findByText(/compared with/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Share/ })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Report period/ })).toBeInTheDocument();
  expect(DateRangePicker.isLoaded()).toBe(true);
  expect(ShareMenu.isLoaded()).toBe(true);
  expect(screen.queryByText(/compared with/)).not.toBeInTheDocument();
});
