import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, testPageConfig, testUser } from '@pulseboard/shared/testing';
import { dashboardApi, dataCalls } from '../test-support/dashboard-api';
import { dashboardDocument, instance, interactive, passive } from '../test-support/dashboard-fixtures';
import { afterIdle } from '../test-support/idle';
import { renderDashboard } from '../test-support/render-dashboard';

beforeEach(() => sessionStorage.clear());

it('shows the dashboard under its name, which also titles the page', async () => {
  dashboardApi({ dashboard: dashboardDocument({ name: 'Acme monthly', footer: 'Prepared by Demo Agency', widgets: [interactive({ id: 'w1', title: 'Sessions' })] }) });
  renderDashboard('/dashboards/acme');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme monthly' })).toBeInTheDocument();
  expect(document.title).toBe('Acme monthly | Pulseboard');
  expect(await screen.findByRole('article', { name: 'Sessions' })).toBeInTheDocument();
  expect(screen.getByText('Prepared by Demo Agency')).toBeInTheDocument();
});

it('says when a permalink leads nowhere', async () => {
  mockApi({ 'GET /api/dashboards/gone': () => ({ status: 404, body: { message: 'Not Found' } }) });
  renderDashboard('/dashboards/gone');
  expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeInTheDocument();
  expect(document.title).toBe('Dashboard not found | Pulseboard');
  expect(screen.getByRole('link', { name: 'Go to your dashboards' })).toHaveAttribute('href', '/dashboards');
});

describe('a password-protected dashboard', () => {
  const dashboard = dashboardDocument({ permalink: 'secret', name: 'Secret report', owner: false, widgets: [interactive({ id: 'w1', title: 'Sessions' })] });

  function protectedApi() {
    return dashboardApi({
      dashboard,
      publicView: true,
      handlers: {
        'GET /api/dashboards/secret': ({ headers }) =>
          headers.get('Authorization') === 'Bearer token-1'
            ? { body: { data: dashboard }, headers: { 'x-dashboard-public': '1' } }
            : { status: 422, body: { message: 'Invalid', errors: { password: ['This dashboard is password protected.'] } } },
        'POST /api/dashboards/secret/authorize': ({ body }) =>
          (body as { password: string }).password === 'open sesame'
            ? { body: { data: { token: 'token-1' } } }
            : { status: 422, body: { message: 'Invalid', errors: { password: ['The password is not correct.'] } } },
      },
    });
  }

  it('asks for the password, trades it for a token and sends the token with every call', async () => {
    const api = protectedApi();
    renderDashboard('/dashboards/secret');
    const field = await screen.findByLabelText('Password');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.type(field, 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'View dashboard' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'View dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret report' })).toBeInTheDocument();
    await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
    expect(dataCalls(api)[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sessionStorage.getItem('pulseboard.dashboard-token.secret')).toBe('token-1');
  });

  it('uses the token kept for the tab, and asks again once the dashboard refuses it', async () => {
    sessionStorage.setItem('pulseboard.dashboard-token.secret', 'token-1');
    protectedApi();
    const first = renderDashboard('/dashboards/secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret report' })).toBeInTheDocument();
    first.unmount();
    sessionStorage.setItem('pulseboard.dashboard-token.secret', 'stale');
    renderDashboard('/dashboards/secret');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(sessionStorage.getItem('pulseboard.dashboard-token.secret')).toBeNull();
  });
});

describe('what a viewer sees', () => {
  const widgets = [
    interactive({ id: 'connected', title: 'Connected', order: 0 }),
    interactive({ id: 'unconnected', title: 'Unconnected', order: 1, instances: [instance({ id: 'a' }), instance({ id: 'b', type: 'google_analytics', sourceId: null })] }),
    passive({ id: 'note', title: 'Note', order: 2, description: 'Plain words' }),
    interactive({ id: 'live', title: 'Active users now', order: 3, realTime: true }),
  ];

  it('shows the public the widgets the API sends it (the API leaves out what the public may not see)', async () => {
    const sent = widgets.filter((widget) => widget.id !== 'unconnected');
    dashboardApi({ dashboard: dashboardDocument({ owner: false, widgets: sent }), publicView: true });
    renderDashboard('/dashboards/acme');
    await screen.findByRole('article', { name: 'Connected' });
    expect(await within(screen.getByRole('article', { name: 'Note' })).findByText('Plain words')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Active users now' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(sent.length);
  });

  it('shows the owner every widget, real-time and normal ones in separate sets', async () => {
    dashboardApi({ dashboard: dashboardDocument({ widgets }) });
    renderDashboard('/dashboards/acme');
    const realTime = await screen.findByRole('region', { name: 'Real-time' });
    const report = screen.getByRole('region', { name: 'Report' });
    expect(within(realTime).getAllByRole('article')).toHaveLength(1);
    expect(within(realTime).getByRole('article', { name: 'Active users now' })).toBeInTheDocument();
    expect(within(report).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Live view' })).toHaveAttribute('href', '/dashboards/acme/realtime');
  });

  it('shows only the real-time set in the real-time view, without a calendar', async () => {
    dashboardApi({ dashboard: dashboardDocument({ widgets }) });
    renderDashboard('/dashboards/acme/realtime');
    expect(await screen.findByRole('article', { name: 'Active users now' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Report period/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full report' })).toHaveAttribute('href', '/dashboards/acme');
  });

  it('offers Mail reporting to the owner only, opening the automatic report modal for this dashboard; PDF export is for everyone', async () => {
    dashboardApi({ dashboard: dashboardDocument({ owner: false }), publicView: true });
    const view = renderDashboard('/dashboards/acme');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'PDF export' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('button', { name: 'Mail reporting' })).not.toBeInTheDocument();
    view.unmount();

    const ownerApi = dashboardApi({ dashboard: dashboardDocument({ id: 42, owner: true }), handlers: { 'GET /api/automatic-reports': () => ({ body: { data: [] } }) } });
    renderDashboard('/dashboards/acme');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail reporting' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule an automatic report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy URL' })).not.toBeInTheDocument();
    await waitFor(() => expect(ownerApi.calls.find((call) => call.path === '/api/automatic-reports')?.url.searchParams.get('dashboard_id')).toBe('42'));
    expect(screen.getByLabelText('Attach a PDF')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Schedule an automatic report' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
  });

  it('keeps Mail reporting closed to an owner without the permission to schedule reports, and says who can give it', async () => {
    dashboardApi({ dashboard: dashboardDocument({ owner: true }) });
    renderDashboard('/dashboards/acme', testPageConfig({ user: testUser({ roleName: 'member', canCreateAutomaticReports: false }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Mail reporting' })).toBeDisabled();
    expect(screen.getByText('Ask an admin for the permission to schedule automatic reports.')).toBeInTheDocument();
  });

  it("offers no PDF attachment for a dashboard with more widgets than the page config's maximum", async () => {
    dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1' }), interactive({ id: 'w2' })] }), handlers: { 'GET /api/automatic-reports': () => ({ body: { data: [] } }) } });
    renderDashboard('/dashboards/acme', testPageConfig({ maxWidgetsForPdf: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail reporting' }));
    expect(await screen.findByLabelText('Attach a PDF')).toBeDisabled();
  });
});

it("applies the dashboard's valid colours and ignores the others", async () => {
  dashboardApi({
    dashboard: dashboardDocument({
      styles: { theme: 'dark', color: '#112233', backgroundColor: 'not-a-colour', dashboardBackgroundColor: 'rgb(1 2 3)', logoImage: 'javascript:alert(1)', clientImage: '/files/client.png' } as never,
    }),
  });
  renderDashboard('/dashboards/acme');
  const root = (await screen.findByRole('heading', { level: 1, name: 'Acme monthly' })).closest('[data-theme]') as HTMLElement;
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(root.style.getPropertyValue('--dash-text')).toBe('#112233');
  expect(root.style.getPropertyValue('--dash-canvas')).toBe('rgb(1 2 3)');
  expect(root.style.getPropertyValue('--dash-surface')).toBe('');
  expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Client logo' })).toHaveAttribute('src', '/files/client.png');
});

it("shows the company's logo where the dashboard has none of its own, and the dashboard's own before it", async () => {
  dashboardApi({ dashboard: dashboardDocument({ companyLogo: '/files/3/logo-company.png' }) });
  const view = renderDashboard('/dashboards/acme');
  expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/3/logo-company.png');
  view.unmount();
  dashboardApi({ dashboard: dashboardDocument({ companyLogo: '/files/3/logo-company.png', styles: { logoImage: '/files/3/logo-own.png' } as never }) });
  renderDashboard('/dashboards/acme');
  expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/3/logo-own.png');
});

it('hides the calendar when the dashboard asks, and states the period instead', async () => {
  dashboardApi({ dashboard: dashboardDocument({ hiddenDateSelector: true }) });
  renderDashboard('/dashboards/acme?month=2&year=2026');
  expect(await screen.findByText('Feb 1 – 28, 2026')).toBeInTheDocument();
  await afterIdle();
  expect(screen.queryByRole('button', { name: /Report period/ })).not.toBeInTheDocument();
  expect(screen.getByText('Feb 1 – 28, 2026')).toBeInTheDocument();
});
