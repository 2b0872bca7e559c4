import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { mockApi, renderScreen, type MockHandler } from '@pulseboard/shared/testing';
import { CreateGroup } from './CreateGroup';

function renderCreate(handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers);
  const view = renderScreen(<CreateGroup />, { path: '/groups/create', routes: [{ path: '/groups/:campaignId', element: <h1>Opened group</h1> }] });
  return { api, ...view };
}

it("creates the group, reports 'group:created' while still on the create page, then opens the group", async () => {
  const { api, router } = renderCreate({
    'POST /api/campaigns': () => ({ status: 201, body: { data: { id: 12, name: 'Retail', domainsCount: 0, alertingCount: 0, worstChange: null, createdAt: 'x', domains: [] } } }),
  });
  const seenAt: string[] = [];
  const off = eventBus.on('onboarding:action', ({ action }) => seenAt.push(`${action} at ${router.state.location.pathname}`));
  await userEvent.type(screen.getByLabelText('Group name'), 'Retail');
  await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
  await screen.findByRole('heading', { name: 'Opened group' });
  expect(router.state.location.pathname).toBe('/groups/12');
  expect(seenAt).toEqual(['group:created at /groups/create']);
  expect(api.calls[0]?.body).toEqual({ name: 'Retail' });
  off();
});

it('asks for a name before calling the API, and shows the server’s refusal under the field', async () => {
  const { api } = renderCreate({ 'POST /api/campaigns': () => ({ status: 422, body: { message: 'Invalid', errors: { name: ['A company may have at most 500 groups.'] } } }) });
  await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
  expect(screen.getByLabelText('Group name')).toHaveAccessibleDescription('The name field is required.');
  expect(api.calls).toHaveLength(0);
  await userEvent.type(screen.getByLabelText('Group name'), 'One more');
  await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
  await waitFor(() => expect(screen.getByLabelText('Group name')).toHaveAccessibleDescription('A company may have at most 500 groups.'));
});
