import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_WINDOW_MESSAGE, DISCARD_CHANGES_TITLE } from '@pulseboard/shared';
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
});

it("changes the dashboard's time zone", async () => {
  const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1, timezone: 'UTC' }) }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(saveBody(api)).toBeDefined());
  expect(saveBody(api).get('timezone')).toBe('America/New_York');
});

it('shows the server refusing an image that is not one, and an empty gallery', async () => {
  const api = editApi({
    dashboard: dashboardDocument({ id: 1 }),
    handlers: { 'POST /api/files/logo': () => ({ status: 422, body: { message: 'Invalid file type', errors: { file: ['Invalid file type'] } } }) },
  });
  const { dialog } = await openSettings(api);
  await userEvent.upload(within(dialog).getAllByLabelText('click to upload')[0]!, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid file type');
  expect(api.calls.filter((call) => call.path === '/api/files/logo')).toHaveLength(1);
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Gallery' })[0]!);
  expect(await screen.findByText('No media available')).toBeInTheDocument();
});

it('requires a name, saying so under the field, and saves nothing without one', async () => {
  const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }) }));
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  expect(name).toHaveAccessibleDescription('The name field is required.');
  expect(await within(dialog).findByRole('button', { name: 'Failed' })).toBeInTheDocument();
  expect(saveBody(api)).toBeUndefined();
  await userEvent.type(name, 'Acme');
  expect(name).not.toHaveAccessibleDescription();
});

it('checks the custom dates and sends them, only once the default period is custom', async () => {
  const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }) }));
  expect(within(dialog).queryByLabelText('Start date')).not.toBeInTheDocument();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Default period' }), 'custom');
  const start = within(dialog).getByLabelText('Start date');
  fireEvent.change(start, { target: { value: '1999-12-31' } });
  fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-01-31' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  expect(start).toHaveAccessibleDescription(DAY_WINDOW_MESSAGE);
  expect(saveBody(api)).toBeUndefined();
  fireEvent.change(start, { target: { value: '2026-01-01' } });
  await waitFor(() => expect(start).not.toHaveAccessibleDescription());
  // Once the button no longer says Failed.
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(saveBody(api)).toBeDefined());
  expect([saveBody(api).get('range_type'), saveBody(api).get('start'), saveBody(api).get('end'), saveBody(api).get('compare_start')]).toEqual(['custom', '2026-01-01', '2026-01-31', '']);
});

it("puts a refused save's messages under the settings the API names by their parts, keeping the dialog and what was typed", async () => {
  const refusal = { message: 'The given data was invalid.', errors: { range_type: ['The selected range type is invalid.'], footer: ['The footer may not be longer than 2000 characters.'] } };
  const { dialog } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }), save: () => ({ status: 422, body: refusal }) }));
  const footer = within(dialog).getByRole('textbox', { name: 'Footer' });
  await userEvent.type(footer, 'Prepared by Demo Agency');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(footer).toHaveAccessibleDescription('The footer may not be longer than 2000 characters.'));
  expect(within(dialog).getByRole('combobox', { name: 'Default period' })).toHaveAccessibleDescription('The selected range type is invalid.');
  expect(within(dialog).getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  expect(footer).toHaveValue('Prepared by Demo Agency');
});

describe('leaving the settings', () => {
  it('closes untouched settings without asking', async () => {
    const { dialog } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: DISCARD_CHANGES_TITLE })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dashboard settings' })).not.toBeInTheDocument());
  });

  it('asks before edited settings are left by Escape, Cancel or a click outside, and keeps them on Keep editing', async () => {
    const { dialog, api } = await openSettings(editApi({ dashboard: dashboardDocument({ id: 1 }) }));
    const footer = within(dialog).getByRole('textbox', { name: 'Footer' });
    await userEvent.type(footer, 'Prepared by Demo Agency');
    const keepEditing = async () => {
      await userEvent.click(within(await screen.findByRole('dialog', { name: DISCARD_CHANGES_TITLE })).getByRole('button', { name: 'Keep editing' }));
      expect(screen.getByRole('dialog', { name: 'Dashboard settings' })).toBeInTheDocument();
      expect(footer).toHaveValue('Prepared by Demo Agency');
    };

    await userEvent.keyboard('{Escape}');
    await keepEditing();
    fireEvent.pointerDown(document.body);
    await keepEditing();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: DISCARD_CHANGES_TITLE })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dashboard settings' })).not.toBeInTheDocument());
    expect(saveBody(api)).toBeUndefined();
  });
});
