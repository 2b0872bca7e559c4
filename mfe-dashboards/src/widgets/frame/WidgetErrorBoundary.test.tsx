import { screen, within } from '@testing-library/react';
import { elapse } from '@pulseboard/shared/testing';
import { dashboardApi } from '../../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../../test-support/dashboard-fixtures';
import { settleUntil } from '../../test-support/deferred';
import { renderDashboard } from '../../test-support/render-dashboard';

// A renderer with a bug.
jest.mock('../renderers/SummaryWidget', () => ({
  __esModule: true,
  default: () => {
    throw new Error('renderer bug');
  },
}));

it('keeps a widget that fails to render inside its own card, and the print view still gets ready', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'broken', title: 'Broken', format: 'summary' }), interactive({ id: 'fine', title: 'Fine', order: 1 })] }) });
  renderDashboard('/dashboards/acme/print');
  await settleUntil(() => screen.queryByText('This widget could not be shown.') !== null && screen.queryByRole('table', { name: 'Fine' }) !== null);
  expect(within(screen.getByRole('article', { name: 'Broken' })).getByRole('alert')).toHaveTextContent('This widget could not be shown.');
  elapse(1500);
  expect(window.__PULSEBOARD_READY__).toBe(true);
  jest.useRealTimers();
});
