import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockHandler } from '@pulseboard/shared/testing';
import { dashboardApi } from '../../test-support/dashboard-api';
import { dashboardDocument } from '../../test-support/dashboard-fixtures';
import { renderDashboard } from '../../test-support/render-dashboard';

const sharing = { permalink: 'acme', public: false, passwordProtected: false };

const dashboard = dashboardDocument({ id: 42, owner: true, public: false });

/** The owner's report view of private dashboard 42 with its Link and password dialog open, the dashboard's PUT answered by `put`. */
async function openSharing(put: MockHandler, handlers: Record<string, MockHandler> = {}) {
  const api = dashboardApi({ dashboard, handlers: { 'PUT /api/dashboards/42': put, ...handlers } });
  const view = renderDashboard('/dashboards/acme?startDate=2026-01-01&endDate=2026-01-31');
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await userEvent.click(screen.getByRole('button', { name: 'Link and password' }));
  return { api, view, dialog: await screen.findByRole('dialog', { name: 'Link and password' }) };
}

const puts = (api: ReturnType<typeof dashboardApi>) => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

it('is offered to the owner only', async () => {
  dashboardApi({ dashboard: dashboardDocument({ owner: false }), publicView: true });
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Link and password' })).not.toBeInTheDocument();
});

it('makes a private dashboard public and private again, saying each time who can open its link', async () => {
  const { api, dialog } = await openSharing(({ body }) => ({ body: { data: { ...sharing, public: (body as { public: boolean }).public } } }));
  expect(dialog).toHaveTextContent('Only your team can view this dashboard');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Make public' }));
  expect(await within(dialog).findByText('Anyone with the link can view this dashboard without signing in.')).toBeInTheDocument();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Make private' }));
  expect(await within(dialog).findByText(/Only your team can view this dashboard/)).toBeInTheDocument();
  expect(puts(api)).toEqual([{ public: true }, { public: false }]);
});

it('sets a password only once it is typed twice alike and long enough, then offers to change or remove it', async () => {
  const { api, dialog } = await openSharing(({ body }) => ({ body: { data: { ...sharing, public: true, passwordProtected: (body as { new_password: string | null }).new_password !== null } } }));
  const form = within(dialog).getByRole('form', { name: 'Dashboard password' });

  await userEvent.type(within(form).getByLabelText('Password'), 'short');
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'short');
  await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
  expect(await within(form).findByText('The password must be at least 8 characters.')).toBeInTheDocument();

  await userEvent.clear(within(form).getByLabelText('Password'));
  await userEvent.type(within(form).getByLabelText('Password'), 'client-secret');
  await userEvent.clear(within(form).getByLabelText('Confirm password'));
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'client-secrat');
  await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
  expect(await within(form).findByText('The password confirmation does not match.')).toBeInTheDocument();
  expect(puts(api)).toEqual([]);

  await userEvent.clear(within(form).getByLabelText('Confirm password'));
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'client-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
  expect(await within(dialog).findByText('Visitors of the link are asked for a password.')).toBeInTheDocument();
  expect(within(form).getByLabelText('New password')).toHaveValue('');
  expect(within(form).getByRole('button', { name: 'Change password' })).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Remove password' }));
  expect(await within(dialog).findByText('Visitors of the link are not asked for a password.')).toBeInTheDocument();
  expect(puts(api)).toEqual([{ new_password: 'client-secret', password: 'client-secret' }, { new_password: null }]);
});

it("shows the API's refusal of a password under its field", async () => {
  const { dialog } = await openSharing(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { new_password: ['The password may not be longer than 200 characters.'] } } }));
  const form = within(dialog).getByRole('form', { name: 'Dashboard password' });
  await userEvent.type(within(form).getByLabelText('Password'), 'client-secret');
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'client-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
  expect(await within(form).findByText('The password may not be longer than 200 characters.')).toBeInTheDocument();
  expect(within(dialog).getByText('Visitors of the link are not asked for a password.')).toBeInTheDocument();
});

it('makes a new link only once confirmed, and takes the view to it with its range', async () => {
  const renewed = { ...dashboard, permalink: 'fresh-link' };
  const { api, view, dialog } = await openSharing(() => ({ body: { data: { ...sharing, permalink: 'fresh-link' } } }), {
    'GET /api/dashboards/fresh-link': () => ({ body: { data: renewed } }),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make a new link?' })).getByRole('button', { name: 'Cancel' }));
  expect(puts(api)).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make a new link?' })).getByRole('button', { name: 'Make a new link' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboards/fresh-link'));
  expect(view.router.state.location.search).toBe('?startDate=2026-01-01&endDate=2026-01-31');
  expect(puts(api)).toEqual([{ category: 'refresh_permalink' }]);
  await waitFor(() => expect(api.calls.some((call) => call.method === 'GET' && call.path === '/api/dashboards/fresh-link')).toBe(true));
  expect(screen.queryByRole('dialog', { name: 'Link and password' })).not.toBeInTheDocument();
});
