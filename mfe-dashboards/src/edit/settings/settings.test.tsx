import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardDocument } from '../../test-support/dashboard-fixtures';
import { editApi } from '../../test-support/edit-api';
import { renderDashboard } from '../../test-support/render-dashboard';

const saveBody = (api: ReturnType<typeof editApi>) => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/dashboards/1').at(-1)?.body as FormData;

beforeEach(() => sessionStorage.clear());

async function openSettings(api: ReturnType<typeof editApi>) {
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Dashboard settings' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Dashboard settings' }), api };
}

it('saves the name, footer and colours, keeping the previous colour for a value that is not one', async () => {
  const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }) }));
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Acme quarterly');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text colour' }), '#123456');
  const background = within(dialog).getByRole('textbox', { name: 'Widget background colour' });
  await userEvent.type(background, 'nonsense');
  expect(within(dialog).getByText('Not a colour: the previous one is kept.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(saveBody(api)).toBeDefined());
  expect(saveBody(api).get('name')).toBe('Acme quarterly');
  expect(JSON.parse(String(saveBody(api).get('styles')))).toEqual({ theme: 'light', color: '#123456', backgroundColor: null, dashboardBackgroundColor: null });
  api.restore();
});

it("changes the dashboard's time zone", async () => {
  const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1, timezone: 'UTC' }) }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(saveBody(api)).toBeDefined());
  expect(saveBody(api).get('timezone')).toBe('America/New_York');
  api.restore();
});

it('shows the server refusing an image that is not one, and an empty gallery', async () => {
  const api = editApi({ dashboard: dashboardDocument({ id: 1 }), handlers: { 'POST /api/files/logo': () => ({ status: 422, body: { message: 'Invalid file type', errors: { file: ['Invalid file type'] } } }) } });
  const { dialog } = await openSettings(api);
  await userEvent.upload(within(dialog).getAllByLabelText('click to upload')[0]!, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid file type');
  expect(api.calls.filter((call) => call.path === '/api/files/logo')).toHaveLength(1);
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Gallery' })[0]!);
  expect(await screen.findByText('No media available')).toBeInTheDocument();
  api.restore();
});
