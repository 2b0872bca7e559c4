import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type OnboardingAction } from '@pulseboard/shared';
import { mockApi, renderScreen, testPageConfig, testUser, type MockHandler } from '@pulseboard/shared/testing';
import { campaignView } from '../test-support/fixtures';
import { GroupScreen } from './GroupScreen';

function renderGroup(handlers: Record<string, MockHandler> = {}, { path = '/groups/7', role = 'admin' }: { path?: string; role?: 'admin' | 'member' } = {}) {
  const api = mockApi({ 'GET /api/campaigns/7/view': () => ({ body: { data: campaignView() } }), ...handlers });
  const view = renderScreen(<GroupScreen />, {
    path,
    routePath: '/groups/:campaignId',
    config: testPageConfig({ user: testUser({ roleName: role }) }),
    routes: [{ path: '/groups', element: <h1>Groups list</h1> }],
  });
  return { api, ...view };
}

function actionsSeen(): { seen: OnboardingAction[]; off: () => void } {
  const seen: OnboardingAction[] = [];
  const off = eventBus.on('onboarding:action', ({ action }) => seen.push(action));
  return { seen, off };
}

const domainOrder = () =>
  within(screen.getByRole('table', { name: 'Domains' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

it('shows each domain with its state, its own or group-wide fall, and its figures over the window', async () => {
  renderGroup();
  const table = await screen.findByRole('table', { name: 'Domains' });
  expect(domainOrder()).toEqual(['shop.com', 'alpha.com', 'beta.com']);
  const shop = within(table).getAllByRole('row')[1]!;
  expect(within(shop).getAllByText('Alerting')[0]).toBeInTheDocument();
  expect(within(shop).getByText('This domain only')).toBeInTheDocument();
  expect(within(shop).getByText('400')).toBeInTheDocument();
  expect(within(shop).getAllByTestId('sparkline')).toHaveLength(2);
});

it('colours a change by what is good for the metric: falling sessions and a rising position are both bad', async () => {
  renderGroup();
  await screen.findByRole('table', { name: 'Domains' });
  expect(screen.getByText('−60 %')).toHaveAttribute('data-tone', 'bad');
  expect(screen.getByText('+30 %')).toHaveAttribute('data-tone', 'bad');
  expect(screen.getByText('+10 %')).toHaveAttribute('data-tone', 'good');
  expect(screen.getByText('−2 %')).toHaveAttribute('data-tone', 'good');
});

it('switches to 30 days in the address and the request, and tells onboarding', async () => {
  const { api, router } = renderGroup({ 'GET /api/campaigns/7/view': ({ url }) => ({ body: { data: campaignView({ days: Number(url.searchParams.get('days')) as 7 | 30 }) } }) });
  const { seen, off } = actionsSeen();
  await userEvent.click(await screen.findByRole('button', { name: '30 days' }));
  await waitFor(() => expect(router.state.location.search).toBe('?days=30'));
  await waitFor(() => expect(api.calls.some((call) => call.url.searchParams.get('days') === '30')).toBe(true));
  expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(seen).toEqual(['group:range-switched']);
  off();
});

it('opens at the window and sort of its address, and sorts by a metric’s change both ways', async () => {
  const { api, router } = renderGroup({}, { path: '/groups/7?days=30&sort=sessions&dir=asc' });
  await screen.findByRole('table', { name: 'Domains' });
  expect(api.calls[0]?.url.searchParams.get('days')).toBe('30');
  expect(domainOrder()).toEqual(['shop.com', 'beta.com', 'alpha.com']);
  await userEvent.click(screen.getByRole('button', { name: /^Sessions/ }));
  expect(router.state.location.search).toBe('?days=30&sort=sessions&dir=desc');
  expect(domainOrder()).toEqual(['alpha.com', 'beta.com', 'shop.com']);
});

it('adds a domain, says why the server refused one under the field, and tells onboarding once added', async () => {
  let attempts = 0;
  const { api } = renderGroup({
    'POST /api/campaigns/7/domains': () =>
      ++attempts === 1
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { domain: ['shop.com is already in this group.'] } } }
        : { status: 201, body: { data: { id: 14, domain: 'new.com', createdAt: '2026-11-20T00:00:00Z' } } },
  });
  const { seen, off } = actionsSeen();
  const field = await screen.findByLabelText('Add a domain');
  await userEvent.type(field, 'shop.com');
  await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('shop.com is already in this group.'));
  expect(seen).toEqual([]);
  await userEvent.clear(field);
  await userEvent.type(field, 'new.com');
  await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
  await waitFor(() => expect(seen).toEqual(['group:domain-added']));
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ domain: 'shop.com' }, { domain: 'new.com' }]);
  off();
});

describe('snoozing', () => {
  async function openSnooze(handlers: Record<string, MockHandler>) {
    const rendered = renderGroup(handlers);
    const shop = (await screen.findAllByRole('row'))[1]!;
    await userEvent.click(within(shop).getByRole('button', { name: 'Snooze' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Snooze alerts' }) };
  }
  const created = { status: 201, body: { data: { id: 5, ruleId: 1, until: '2026-11-22', untilRecovered: false, wakeBy: null, reason: '', by: 'Ada', createdAt: '2026-11-20T00:00:00Z' } } };

  it('snoozes the alert for N days with a reason and a wake-up, and tells onboarding', async () => {
    const { api, dialog } = await openSnooze({ 'POST /api/campaigns/7/snoozes': () => created });
    const { seen, off } = actionsSeen();
    const days = within(dialog).getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.type(within(dialog).getByLabelText(/Wake me early/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Why/), 'Migration');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(seen).toEqual(['group:domain-snoozed']));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ domainId: 11, ruleId: 1, mode: 'days', days: 3, wakeBy: 10, reason: 'Migration' });
    off();
  });

  it('snoozes until it recovers, and until a date with the server’s message under the date', async () => {
    let calls = 0;
    const { api, dialog } = await openSnooze({
      'POST /api/campaigns/7/snoozes': () => (++calls === 1 ? { status: 422, body: { message: 'Invalid', errors: { until: ['The snooze must end today or later.'] } } } : created),
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Until a date/ }));
    const until = within(dialog).getByLabelText('Last day of the snooze');
    await userEvent.type(until, '2026-11-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(until).toHaveAccessibleDescription('The snooze must end today or later.'));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Until it recovers/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => (call.body as { mode: string }).mode)).toEqual(['until', 'recovered']);
  });
});

it('shows the rules in words; admins may add one, members only read them', async () => {
  const { api, unmount } = renderGroup({ 'PUT /api/campaigns/7/rules': ({ body }) => ({ body: { data: (body as { rules: object[] }).rules.map((rule, index) => ({ id: index + 1, ...rule })) } }) });
  expect(await screen.findByText('Sessions falls by 25 % or more over 7 days')).toBeInTheDocument();
  expect(screen.getByText('Uptime below 100 %')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
  await userEvent.selectOptions(screen.getByLabelText('Metric'), 'position');
  await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
  expect((api.calls.find((call) => call.method === 'PUT')?.body as { rules: unknown[] }).rules).toEqual([
    { kind: 'change', metric: 'sessions', percent: 25, window: 7 },
    { kind: 'floor', metric: 'uptime', floor: 100 },
    { kind: 'change', metric: 'position', percent: 25, window: 7 },
  ]);
  unmount();

  renderGroup({}, { role: 'member' });
  expect(await screen.findByText('Sessions falls by 25 % or more over 7 days')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('gathers the figures on demand, and says when to try again once asked too often', async () => {
  let checks = 0;
  const { api } = renderGroup({
    'POST /api/campaigns/7/collect': () => {
      checks += 1;
      return checks === 1 ? { status: 204 } : { status: 429, body: { message: 'Too many attempts. Please try again in 9 minutes.' } };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Check now' }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/campaigns/7/view')).toHaveLength(2));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
  expect(await screen.findByText('Too many attempts. Please try again in 9 minutes.')).toBeInTheDocument();
});

it('says the group is not found for another company’s or an unknown id', async () => {
  renderGroup({ 'GET /api/campaigns/7/view': () => ({ status: 404, body: { message: 'Not found.' } }) });
  expect(await screen.findByText('Group not found')).toBeInTheDocument();
});
