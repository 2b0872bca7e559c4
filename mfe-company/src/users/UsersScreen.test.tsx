import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TeamMember } from '@pulseboard/shared';
import { currentUserAtom } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig, testUser, type MockHandler } from '@pulseboard/shared/testing';
import { UsersScreen } from './UsersScreen';

const ada: TeamMember = { id: 7, name: 'Ada Admin', email: 'ada@example.com', roleName: 'admin', avatar: null, canCreateAutomaticReports: true, status: 'active', invitationExpiresAt: null };
const mel: TeamMember = { id: 8, name: 'Mel Member', email: 'mel@example.com', roleName: 'member', avatar: null, canCreateAutomaticReports: false, status: 'active', invitationExpiresAt: null };
const ivy: TeamMember = { ...mel, id: 9, name: 'Ivy Invited', email: 'ivy@example.com', canCreateAutomaticReports: true, status: 'invited', invitationExpiresAt: '2099-01-08T10:00:00.000Z' };

function renderScreen(team: TeamMember[], handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/users': () => ({ body: { data: team } }), ...handlers });
  const { store } = renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UsersScreen />
    </SWRConfig>,
    { path: '/company/users', config: testPageConfig({ user: testUser({ id: 7 }) }) },
  );
  return Object.assign(api, { store });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('lists the team: role, report permission (always for admins) and whether each has joined', async () => {
  renderScreen([ada, mel, ivy, { ...ivy, id: 10, name: 'Old Invite', invitationExpiresAt: '2020-01-01T00:00:00.000Z' }]);
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(cells(within(table).getByRole('row', { name: /Ada Admin \(you\)/ }))).toEqual(['ada@example.com', 'Admin', 'Yes', 'Active', expect.any(String)]);
  expect(cells(within(table).getByRole('row', { name: /Mel Member/ })).slice(0, 4)).toEqual(['mel@example.com', 'Member', 'No', 'Active']);
  const invited = within(table).getByRole('row', { name: /Ivy Invited/ });
  expect(cells(invited)[3]).toMatch(/^Invited, link valid until /);
  expect(within(invited).getByRole('button', { name: 'Send Ivy Invited a new invitation' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Old Invite/ })).toHaveTextContent('Invitation expired');
  expect(within(table).queryByRole('button', { name: 'Send Mel Member a new invitation' })).not.toBeInTheDocument();
});

it('invites a teammate with a role and the permission, then lists them', async () => {
  let team = [ada];
  const api = renderScreen([], {
    'GET /api/users': () => ({ body: { data: team } }),
    'POST /api/users': ({ body }) => {
      team = [ada, { ...ivy, ...(body as { name: string; email: string }) }];
      return { status: 201, body: { data: team[1] } };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nina New');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nina@example.com');
  await userEvent.click(within(dialog).getByRole('radio', { name: /Admin/ }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /May schedule automatic reports/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Nina New', email: 'nina@example.com', role_name: 'admin', can_create_automatic_reports: false });
  expect(await screen.findByRole('row', { name: /Nina New/ })).toBeInTheDocument();
  expect(screen.getByText('The invitation was sent.')).toBeInTheDocument();
});

it('shows an address in use under Email and keeps the dialog open', async () => {
  renderScreen([ada], {
    'POST /api/users': () => ({ status: 422, body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } } }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mel Again');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'mel@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email has already been taken.');
});

it("changes a teammate's access, and shows the last-admin refusal under Role", async () => {
  const api = renderScreen([ada, mel], {
    'PUT /api/users/8': () => ({ body: { data: {} } }),
    'PUT /api/users/7': () => ({ status: 422, body: { message: 'The company needs at least one admin.', errors: { role_name: ['The company needs at least one admin.'] } } }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Change the access of Mel Member' }));
  let dialog = await screen.findByRole('dialog', { name: 'Access of Mel Member' });
  expect(within(dialog).getByRole('radio', { name: /Member/ })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /May schedule automatic reports/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.find((call) => call.path === '/api/users/8')?.body).toEqual({ role_name: 'member', can_create_automatic_reports: true });

  await userEvent.click(screen.getByRole('button', { name: 'Change the access of Ada Admin' }));
  dialog = await screen.findByRole('dialog', { name: 'Access of Ada Admin' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /Member/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The company needs at least one admin.')).toBeInTheDocument();
});

it("replaces the signed-in user when an admin changes their own access, and no one else's", async () => {
  const bea: TeamMember = { ...ada, id: 10, name: 'Bea Admin', email: 'bea@example.com' };
  const api = renderScreen([ada, bea], {
    'PUT /api/users/10': () => ({ body: { data: testUser({ id: 10, roleName: 'member', role: 2 }) } }),
    'PUT /api/users/7': () => ({ body: { data: testUser({ id: 7, roleName: 'member', role: 2 }) } }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Change the access of Bea Admin' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Access of Bea Admin' })).getByRole('radio', { name: /Member/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.store.get(currentUserAtom)).toMatchObject({ id: 7, roleName: 'admin' });

  await userEvent.click(screen.getByRole('button', { name: 'Change the access of Ada Admin' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Access of Ada Admin' })).getByRole('radio', { name: /Member/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.store.get(currentUserAtom)).toMatchObject({ id: 7, roleName: 'member' }));
});

it('removes a teammate after asking, and says why a removal was refused', async () => {
  let team = [ada, mel];
  const api = renderScreen([], {
    'GET /api/users': () => ({ body: { data: team } }),
    'DELETE /api/users/8': () => {
      team = [ada];
      return { status: 204 };
    },
    'DELETE /api/users/7': () => ({ status: 409, body: { message: 'The company needs at least one admin.' } }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Mel Member' }));
  const question = await screen.findByRole('dialog', { name: 'Remove Mel Member?' });
  expect(question).toHaveTextContent('signed out at once');
  await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /Mel Member/ })).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/users/8']);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Admin' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Ada Admin?' })).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The company needs at least one admin.')).toBeInTheDocument();
});

it('sends a new invitation and says so', async () => {
  const api = renderScreen([ada, ivy], { 'POST /api/users/9/invitation': () => ({ body: { data: ivy } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Send Ivy Invited a new invitation' }));
  expect(await screen.findByText('A new invitation was sent to ivy@example.com.')).toBeInTheDocument();
  expect(api.calls.some((call) => call.path === '/api/users/9/invitation')).toBe(true);
});
