import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sidebarOpenAtom } from '@pulseboard/shared';
import { renderWithShell, testCompany, testPageConfig, testUser, mockApi } from '@pulseboard/shared/testing';
import { fetchPlugin } from '../remotes/remote-loader';
import { Shell } from './Shell';
import { logout } from './logout';
import { sidebarOpenByDefault } from './sidebar-default';

jest.mock('../remotes/remote-loader', () => ({ fetchPlugin: jest.fn(() => new Promise(() => undefined)), registerRemoteEntries: jest.fn() }));

function renderShell(roleName = 'admin') {
  return renderWithShell(<Shell />, { config: testPageConfig({ user: testUser({ roleName }) }) });
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

it('draws the whole sidebar, in order, before any remote has loaded', async () => {
  renderShell();
  const nav = await screen.findByRole('navigation');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['▦Dashboards', '◎Mission Control', '⛁Sources', '✉Automatic Reports', '☷Users', '⚙Settings', '$Subscription', '≣Invoices']);
  expect(fetchPlugin).not.toHaveBeenCalled();
});

it('hides admin-only items from other users', async () => {
  renderShell('member');
  const nav = await screen.findByRole('navigation');
  expect(within(nav).queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: /Sources/ })).toBeInTheDocument();
});

it('starts loading an area when its entry is pointed at or focused, once', async () => {
  renderShell();
  const nav = await screen.findByRole('navigation');
  await userEvent.hover(within(nav).getByRole('link', { name: /Sources/ }));
  act(() => within(nav).getByRole('link', { name: /Users/ }).focus());
  await userEvent.hover(within(nav).getByRole('link', { name: /Mission Control/ }));
  expect(jest.mocked(fetchPlugin).mock.calls).toEqual([['company'], ['groups']]);
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
