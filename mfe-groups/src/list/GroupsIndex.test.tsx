import { screen, within } from '@testing-library/react';
import { mockApi, renderScreen, testPageConfig, testUser, type MockHandler } from '@pulseboard/shared/testing';
import { GroupsIndex } from './GroupsIndex';

const groups = [
  { id: 7, name: 'Retail', domainsCount: 3, alertingCount: 2, worstChange: { domain: 'shop.com', metric: 'sessions', change: -60 }, createdAt: '2026-11-01T00:00:00Z' },
  { id: 8, name: 'SaaS', domainsCount: 1, alertingCount: 0, worstChange: null, createdAt: '2026-11-02T00:00:00Z' },
];
const alerts = [
  {
    campaignId: 7,
    campaignName: 'Retail',
    domainId: 11,
    domain: 'shop.com',
    ruleId: 1,
    metric: 'sessions',
    state: 'alerting',
    since: '2026-11-20T06:00:00Z',
    value: 400,
    change: -60,
    scope: 'domain-only',
    snooze: null,
  },
];

function renderList(handlers: Record<string, MockHandler>, role: 'admin' | 'member' = 'admin') {
  mockApi({ 'GET /api/campaigns/alerts': () => ({ body: { data: alerts } }), ...handlers });
  return renderScreen(<GroupsIndex />, { path: '/groups', config: testPageConfig({ user: testUser({ roleName: role }) }) });
}

it('lists the groups with their alerting domains and worst move, then the alerts', async () => {
  renderList({ 'GET /api/campaigns': () => ({ body: { data: groups } }) });
  const retail = (await screen.findByRole('link', { name: 'Retail' })).closest('tr')!;
  expect(within(retail as HTMLElement).getByText('2 alerting')).toBeInTheDocument();
  expect(within(retail as HTMLElement).getByText(/shop\.com · Sessions/)).toHaveTextContent('shop.com · Sessions −60 %');
  expect(within(screen.getByRole('link', { name: 'SaaS' }).closest('tr') as HTMLElement).getByText('None')).toBeInTheDocument();
  const alertTable = await screen.findByRole('table', { name: 'Alerts' });
  expect(within(alertTable).getByText('shop.com')).toBeInTheDocument();
  expect(within(alertTable).getByText('Alerting')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create group' })).toHaveAttribute('href', '/groups/create');
});

it('invites admins to create the first group, and members to ask an admin', async () => {
  const { unmount } = renderList({ 'GET /api/campaigns': () => ({ body: { data: [] } }) });
  expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create group' })).toBeInTheDocument();
  unmount();
  renderList({ 'GET /api/campaigns': () => ({ body: { data: [] } }) }, 'member');
  expect(await screen.findByText(/Ask an admin/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create group' })).not.toBeInTheDocument();
});

it('lists a floor alert by the figure under its floor, where a change alert gives its change', async () => {
  const down = { ...alerts[0]!, domainId: 12, domain: 'down.com', ruleId: 4, metric: 'uptime', value: 0, change: null, scope: null };
  renderList({ 'GET /api/campaigns': () => ({ body: { data: groups } }), 'GET /api/campaigns/alerts': () => ({ body: { data: [...alerts, down] } }) });
  const rows = within(await screen.findByRole('table', { name: 'Alerts' })).getAllByRole('row');
  expect(rows.find((row) => row.textContent?.includes('down.com'))).toHaveTextContent('at 0 %');
  expect(rows.find((row) => row.textContent?.includes('shop.com'))).toHaveTextContent('−60 %');
});
