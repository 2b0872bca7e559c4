import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, sidebarOpenAtom } from '@pulseboard/shared';
import { renderWithShell, testCompany, testPageConfig, testUser, mockApi } from '@pulseboard/shared/testing';
import { pluginStatesAtom } from '../remotes/plugin-store';
import { Shell } from './Shell';
import { logout } from './logout';
import { sidebarOpenByDefault } from './sidebar-default';

const Screen = () => null;
const company = definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'company',
  routes: [{ name: 'company.sources', Component: Screen }],
  navItems: [
    { id: 'users', label: 'Users', route: 'company.users', icon: 'u', order: 50, adminOnly: true },
    { id: 'sources', label: 'Sources', route: 'company.sources', icon: 's', order: 30 },
  ],
});
const dashboards = definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'dashboards',
  routes: [],
  navItems: [{ id: 'dashboards', label: 'Dashboards', route: 'dashboards.index', icon: 'd', order: 10 }],
});

function renderShell(roleName = 'admin') {
  const view = renderWithShell(<Shell />, { config: testPageConfig({ user: testUser({ roleName }) }) });
  act(() =>
    view.store.set(pluginStatesAtom, {
      company: { status: 'ready', plugin: company },
      dashboards: { status: 'ready', plugin: dashboards },
      groups: { status: 'failed', error: new Error('down') },
    }),
  );
  return view;
}

it("shows the product's brand until the company has a logo, then the company's", () => {
  const view = renderWithShell(<Shell />, { config: testPageConfig({ productTitle: 'Pulseboard', company: testCompany({ name: 'Northwind Digital', logo: null }) }) });
  const nav = screen.getByRole('complementary', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Pulseboard' })).toBeInTheDocument();
  view.unmount();
  renderWithShell(<Shell />, { config: testPageConfig({ productTitle: 'Pulseboard', company: testCompany({ name: 'Northwind Digital', logo: '/files/3/logo-abc.png' }) }) });
  const branded = within(screen.getByRole('complementary', { name: 'Main navigation' })).getByRole('link', { name: 'Northwind Digital' });
  expect(within(branded).getByRole('presentation')).toHaveAttribute('src', '/files/3/logo-abc.png');
  expect(branded).not.toHaveTextContent('Pulseboard');
});

it("shows the agency's brand, and never the product's, on its white-label domain", () => {
  renderWithShell(<Shell />, {
    config: testPageConfig({ productTitle: 'Northwind Digital', brand: { name: 'Northwind Digital', logo: '/files/3/logo-abc.png' }, company: testCompany({ name: 'Northwind Digital', logo: null }) }),
  });
  const branded = within(screen.getByRole('complementary', { name: 'Main navigation' })).getByRole('link', { name: 'Northwind Digital' });
  expect(within(branded).getByRole('presentation')).toHaveAttribute('src', '/files/3/logo-abc.png');
  expect(document.body).not.toHaveTextContent('Pulseboard');
});

it('opens the sidebar by default only above 425 px', () => {
  expect(sidebarOpenByDefault(426)).toBe(true);
  expect(sidebarOpenByDefault(425)).toBe(false);
});

it("builds the sidebar from the loaded remotes' items, in order", async () => {
  renderShell();
  const nav = await screen.findByRole('navigation');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['dDashboards', 'sSources', 'uUsers']);
});

it('hides admin-only items from other users', async () => {
  renderShell('member');
  const nav = await screen.findByRole('navigation');
  expect(within(nav).queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: /Sources/ })).toBeInTheDocument();
});

it('toggles the sidebar', async () => {
  const { store } = renderShell();
  const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(store.get(sidebarOpenAtom)).toBe(false);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

describe('logout', () => {
  it('posts /logout and then reloads', async () => {
    const api = mockApi({ 'POST /logout': () => ({ status: 204 }) });
    const reload = jest.fn();
    await logout(reload);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /logout']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads even when the request fails', async () => {
    mockApi({ 'POST /logout': () => ({ status: 500, body: { message: 'boom' } }) });
    const reload = jest.fn();
    await logout(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
