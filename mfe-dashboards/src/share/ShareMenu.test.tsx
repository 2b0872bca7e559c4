import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument } from '../test-support/dashboard-fixtures';
import { renderDashboard } from '../test-support/render-dashboard';

// The embed dialog's code fails to download twice, as a dropped connection would make it.
let embedDialogDownloads = 0;
jest.mock('./embedding/EmbedDialog', () => {
  embedDialogDownloads += 1;
  if (embedDialogDownloads <= 2) throw new Error('Loading chunk embedding failed');
  return jest.requireActual('./embedding/EmbedDialog');
});

it("asks again for a Share item's code it could not load as the item is clicked, says so when that fails too, and opens it once the code is there", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  try {
    dashboardApi({ dashboard: dashboardDocument({ owner: true }), handlers: { 'GET /api/company/embedding': () => ({ body: { data: { secret: 's3cr3t', allowedSites: [] } } }) } });
    renderDashboard('/dashboards/acme');
    const share = await screen.findByRole('button', { name: 'Share' });
    // Opening the menu loads the code (the first download fails); the click asks again (the second fails).
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'error', message: 'Embed could not be opened: its code did not load. Check your connection and try again.' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(embedDialogDownloads).toBe(2);

    // The next click asks once more, and the dialog opens.
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }));
    expect(await screen.findByRole('dialog', { name: 'Embed this dashboard' })).toBeInTheDocument();
    expect(embedDialogDownloads).toBe(3);
  } finally {
    off();
  }
});
