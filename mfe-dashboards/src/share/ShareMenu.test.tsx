import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument } from '../test-support/dashboard-fixtures';
import { renderDashboard } from '../test-support/render-dashboard';

// The embed dialog's code fails to download once, as a dropped connection would make it.
let embedDialogDownloads = 0;
jest.mock('./embedding/EmbedDialog', () => {
  embedDialogDownloads += 1;
  if (embedDialogDownloads === 1) throw new Error('Loading chunk embedding failed');
  return jest.requireActual('./embedding/EmbedDialog');
});

it("says when an owner's Share items could not be loaded, keeps them from opening nothing, and loads them again as the menu reopens", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dashboardApi({ dashboard: dashboardDocument({ owner: true }), handlers: { 'GET /api/company/embedding': () => ({ body: { data: { secret: 's3cr3t', allowedSites: [] } } }) } });
  renderDashboard('/dashboards/acme');
  const share = await screen.findByRole('button', { name: 'Share' });
  await userEvent.click(share);
  expect(await screen.findByRole('alert')).toHaveTextContent('Mail reporting and Embed could not be loaded. Close Share and open it again to retry.');
  expect(screen.getByRole('button', { name: 'Embed' })).toBeDisabled();

  await userEvent.click(share);
  await userEvent.click(share);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const embed = screen.getByRole('button', { name: 'Embed' });
  await waitFor(() => expect(embed).toBeEnabled());
  await userEvent.click(embed);
  expect(await screen.findByRole('dialog', { name: 'Embed this dashboard' })).toBeInTheDocument();
  expect(embedDialogDownloads).toBe(2);
});
