import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyAtom, eventBus } from '@pulseboard/shared';
import { elapse, mockApi, type MockHandler, renderScreen, settle, setupUserWithFakeTimers, testCompany, testPageConfig, testUser } from '@pulseboard/shared/testing';
import { listOf, summary } from '../test-support/fixtures';
import { DashboardsIndex } from './DashboardsIndex';

const acme = summary({ id: 1, name: 'Acme monthly', public: true, passwordProtected: true, widgetsCount: 1 });
const globex = summary({ id: 2, permalink: 'globex', name: 'Globex weekly', widgetsCount: 8 });
const archived = summary({ id: 3, permalink: 'old', name: 'Old report', active: false });

function renderIndex(handlers: Record<string, MockHandler> = {}, { path = '/dashboards', dashboardsCount = 2, roleName = 'admin' } = {}) {
  const api = mockApi({
    'GET /api/dashboards': ({ url }) => ({ body: url.searchParams.get('status') === 'archived' ? listOf([archived]) : listOf([acme, globex]) }),
    ...handlers,
  });
  const view = renderScreen(<DashboardsIndex />, {
    path,
    routePath: '/dashboards',
    config: testPageConfig({ user: testUser({ roleName }), company: testCompany({ dashboardsCount, services: { dashboards: 10, bonusDashboards: 0 } }) }),
  });
  return { api, ...view };
}

afterEach(() => jest.useRealTimers());

it('shows each dashboard with its widgets, sharing badges and a link to open it', async () => {
  renderIndex();
  const card = await screen.findByRole('listitem', { name: 'Acme monthly' });
  expect(within(card).getByRole('link', { name: 'Acme monthly' })).toHaveAttribute('href', '/dashboards/acme-monthly');
  expect(card).toHaveTextContent('1 widget ·');
  expect(within(card).getByRole('list', { name: 'Sharing' })).toHaveTextContent(/Public.*Password/);
  expect(screen.getByRole('listitem', { name: 'Globex weekly' })).toHaveTextContent('8 widgets');
  expect(within(screen.getByRole('listitem', { name: 'Globex weekly' })).getByRole('list', { name: 'Sharing' })).toHaveTextContent('Private');
});

it('searches once the typing pauses, and keeps the search in the URL', async () => {
  const user = setupUserWithFakeTimers();
  const { api, router } = renderIndex();
  await settle();
  const searched = () => api.calls.filter((call) => call.url.searchParams.has('search')).map((call) => call.url.searchParams.get('search'));
  await user.type(screen.getByRole('searchbox', { name: 'Search dashboards' }), 'acme');
  elapse(499);
  await settle();
  expect(searched()).toEqual([]);
  elapse(1);
  await settle();
  expect(searched()).toEqual(['acme']);
  expect(router.state.location.search).toBe('?search=acme');
});

it('sends the search, tab, sort and page it shows to the API', async () => {
  const api = mockApi({ 'GET /api/dashboards': () => ({ body: listOf([acme], { page: 2, lastPage: 3, total: 50 }) }) });
  renderScreen(<DashboardsIndex />, { path: '/dashboards?search=acme&status=archived&sort=name&dir=asc&page=2', routePath: '/dashboards' });
  expect(await screen.findByText('Page 2 of 3 · 50 dashboards')).toBeInTheDocument();
  expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ search: 'acme', status: 'archived', sort: 'name', dir: 'asc', page: '2', perPage: '24' });
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('name-asc');
  expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('page')).toBe('3'));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest first');
  await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.url.searchParams)).toMatchObject({ sort: 'created', dir: 'desc', page: '1' }));
});

it('switches between active and archived dashboards with tabs, the keyboard too', async () => {
  renderIndex();
  await screen.findByRole('listitem', { name: 'Acme monthly' });
  const active = screen.getByRole('tab', { name: 'Active' });
  expect(active).toHaveAttribute('aria-selected', 'true');
  active.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Archived' })).toHaveFocus();
  const card = await screen.findByRole('listitem', { name: 'Old report' });
  expect(within(card).getByRole('button', { name: 'Restore Old report' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Clone/ })).not.toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Archived' })).toContainElement(card);
});

it('archives after confirmation, gives the plan a dashboard back and reloads the list', async () => {
  const { api, store } = renderIndex({ 'DELETE /api/dashboards/1/archive': () => ({ body: { data: { ...acme, active: false } } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Archive Acme monthly' }));
  const dialog = await screen.findByRole('dialog', { name: 'Archive “Acme monthly”?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/dashboards/1/archive')).toBe(true));
  await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  expect(store.get(companyAtom)?.dashboardsCount).toBe(1);
});

it('asks before deleting an archived dashboard, and does nothing when cancelled', async () => {
  const { api } = renderIndex({ 'DELETE /api/dashboards/3': () => ({ status: 204 }) }, { path: '/dashboards?status=archived' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Old report' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Old report' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/dashboards/3')).toBe(true));
});

it('restores an archived dashboard', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  renderIndex({ 'PUT /api/dashboards/3/restore': () => ({ body: { data: archived } }) }, { path: '/dashboards?status=archived' });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore Old report' }));
  await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'success', message: '“Old report” was restored.' }));
  off();
});

it('disables creating at the plan quota and says why, with the way out for admins', async () => {
  renderIndex({}, { dashboardsCount: 10 });
  const create = await screen.findByRole('button', { name: 'Create dashboard' });
  expect(create).toBeDisabled();
  expect(create).toHaveAccessibleDescription(/You are using all 10 dashboards of your plan/);
  expect(screen.getByRole('link', { name: 'update your plan' })).toHaveAttribute('href', '/company/subscription');
});

it('tells members to ask an admin, since only admins may change the plan', async () => {
  renderIndex({}, { dashboardsCount: 10, roleName: 'member' });
  expect(await screen.findByText(/ask an admin of your company to update the plan/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'update your plan' })).not.toBeInTheDocument();
});

it('treats a 402 from cloning like the quota: creating is disabled with the explanation', async () => {
  renderIndex({ 'POST /api/dashboards/1/clone': () => ({ status: 402, body: { message: 'You are using all 10 dashboards of your plan.' } }) });
  expect(await screen.findByRole('link', { name: /Create dashboard/ })).toHaveAttribute('href', '/dashboards/create');
  await userEvent.click(screen.getByRole('button', { name: 'Clone Acme monthly' }));
  expect(await screen.findByRole('button', { name: 'Create dashboard' })).toBeDisabled();
  expect(screen.getByText(/You are using all 10 dashboards of your plan/)).toBeInTheDocument();
});

it('says who is editing a dashboard that cannot be archived because of it', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  renderIndex({
    'DELETE /api/dashboards/2/archive': () => ({
      status: 423,
      body: { message: 'Alice Author is editing this dashboard.', locked: 9, lockedByName: 'Alice Author', expiresAt: '2026-11-29T12:00:00Z' },
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Archive Globex weekly' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'error', message: 'Alice Author is editing this dashboard.' }));
  off();
});

describe('empty states', () => {
  it('invites to create the first dashboard', async () => {
    renderIndex({ 'GET /api/dashboards': () => ({ body: listOf([]) }) });
    expect(await screen.findByRole('heading', { name: 'No dashboards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create your first dashboard/ })).toHaveAttribute('href', '/dashboards/create');
  });

  it('says when a search finds nothing, and clears it', async () => {
    const { router } = renderIndex({ 'GET /api/dashboards': ({ url }) => ({ body: listOf(url.searchParams.get('search') ? [] : [acme]) }) }, { path: '/dashboards?search=zzz' });
    expect(await screen.findByRole('heading', { name: 'No dashboards match “zzz”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('listitem', { name: 'Acme monthly' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search dashboards' })).toHaveValue('');
  });

  it('explains the archive when it is empty', async () => {
    renderIndex({ 'GET /api/dashboards': () => ({ body: listOf([]) }) }, { path: '/dashboards?status=archived' });
    expect(await screen.findByRole('heading', { name: 'No archived dashboards' })).toBeInTheDocument();
  });
});
