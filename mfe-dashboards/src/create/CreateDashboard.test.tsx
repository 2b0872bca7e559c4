import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { mockApi, type MockHandler, type MockReply, renderScreen, testCompany, testPageConfig } from '@pulseboard/shared/testing';
import { CreateDashboard } from './CreateDashboard';

const templates = [
  { id: 'monthly-report', name: 'Monthly client report', description: 'Traffic, ads and sales of the month.', widgetsCount: 12, sourceType: null },
  { id: 'live', name: 'Live traffic', description: 'Who is on the site now.', widgetsCount: 4, sourceType: null },
  { id: 'facebook-ads-performance', name: 'Facebook Ads performance', description: 'Spend and return.', widgetsCount: 7, sourceType: 'facebook' },
];

const source = (id: number, name: string, account: string, properties: Array<{ id: string; name: string; group: string | null }>, invalid = false) => ({
  id,
  name,
  account,
  invalid,
  properties,
  kind: 'oauth',
  createdAt: '2026-11-01T00:00:00Z',
});

function renderCreate(handlers: Record<string, MockHandler> = {}, dashboardsCount = 0) {
  const api = mockApi({ 'GET /api/dashboards/templates': () => ({ body: { data: templates } }), ...handlers });
  const view = renderScreen(<CreateDashboard />, {
    path: '/dashboards/create',
    config: testPageConfig({ company: testCompany({ dashboardsCount, services: { dashboards: 3, bonusDashboards: 0 } }) }),
    routes: [{ path: '/dashboards/:permalink', element: <h1>Opened dashboard</h1> }],
  });
  return { api, ...view };
}

it('offers a blank start and every template, and sends the choice with the name', async () => {
  const { api } = renderCreate({ 'POST /api/dashboards': () => ({ status: 201, body: { data: { id: 9, permalink: 'x1' } } }) });
  expect(screen.getByRole('radio', { name: /Blank/ })).toBeChecked();
  await userEvent.click(await screen.findByRole('radio', { name: /Monthly client report/ }));
  expect(screen.getByRole('radio', { name: /Monthly client report/ })).toHaveAccessibleName(/12 widgets on sample data/);
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  await screen.findByRole('heading', { name: 'Opened dashboard' });
  expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Acme', template: 'monthly-report', timezone: expect.any(String) });
});

it("reports 'dashboard:created' to onboarding before it leaves for the new dashboard", async () => {
  const { router } = renderCreate({ 'POST /api/dashboards': () => ({ status: 201, body: { data: { id: 9, permalink: 'fresh' } } }) });
  const seenAt: string[] = [];
  const off = eventBus.on('onboarding:action', ({ action }) => seenAt.push(`${action} at ${router.state.location.pathname}`));
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/fresh'));
  expect(seenAt).toEqual(['dashboard:created at /dashboards/create']);
  off();
});

it('asks for a name before calling the API', async () => {
  const { api } = renderCreate();
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  expect(screen.getByLabelText('Dashboard name')).toHaveAccessibleDescription('The name field is required.');
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
});

it('is disabled, saying Creating…, while a blank dashboard is created', async () => {
  let answer!: (reply: MockReply) => void;
  const { api } = renderCreate({ 'POST /api/dashboards': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled();
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Acme', timezone: expect.any(String) });
  answer({ status: 201, body: { data: { id: 9, permalink: 'x1' } } });
  await screen.findByRole('heading', { name: 'Opened dashboard' });
});

it("puts a 422's messages under the name and the templates, keeping what was typed", async () => {
  renderCreate({
    'POST /api/dashboards': () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { name: ['The name may not be longer than 200 characters.'], template: ['Pick one of the templates.'] } },
    }),
  });
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(await screen.findByRole('radio', { name: /Live traffic/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  expect(await screen.findByText('Pick one of the templates.')).toBeInTheDocument();
  expect(screen.getByLabelText('Dashboard name')).toHaveAccessibleDescription('The name may not be longer than 200 characters.');
  expect(screen.getByRole('group', { name: 'Start from' })).toHaveAccessibleDescription('Pick one of the templates.');
  expect(screen.getByLabelText('Dashboard name')).toHaveValue('Acme');
  expect(screen.getByRole('radio', { name: /Live traffic/ })).toBeChecked();
});

it('says when the dashboard could not be created for another reason, and reports it', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { router } = renderCreate({ 'POST /api/dashboards': () => ({ status: 500, body: { message: 'Server Error' } }) });
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be created. Try again.');
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  expect(screen.getByRole('button', { name: 'Create dashboard' })).toBeEnabled();
  expect(router.state.location.pathname).toBe('/dashboards/create');
  logged.mockRestore();
});

it('stops at a 402 and explains the plan quota instead', async () => {
  const { router } = renderCreate({ 'POST /api/dashboards': () => ({ status: 402, body: { message: 'You are using all 3 dashboards of your plan.' } }) });
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  const submit = await screen.findByRole('button', { name: 'Create dashboard' });
  await waitFor(() => expect(submit).toBeDisabled());
  expect(submit).toHaveAccessibleDescription(/You are using all 3 dashboards of your plan/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboards/create');
});

it('is disabled from the start when the plan is used up', async () => {
  renderCreate({}, 3);
  expect(screen.getByRole('button', { name: 'Create dashboard' })).toBeDisabled();
  expect(screen.getByText(/You are using all 3 dashboards of your plan/)).toBeInTheDocument();
  await screen.findByRole('radio', { name: /Live traffic/ });
});

it('still allows a blank dashboard when the templates cannot be loaded', async () => {
  renderCreate({ 'GET /api/dashboards/templates': () => ({ status: 500, body: { message: 'down' } }) });
  expect(await screen.findByText(/templates could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Blank/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Create dashboard' })).toBeEnabled();
});

it('asks a source template which connected source and account it reports on, and sends them', async () => {
  const sources = [
    source(4, 'facebook', 'Alex Morgan', [
      { id: 'act_1', name: 'Acme Outdoor', group: 'Acme Agency' },
      { id: 'act_2', name: 'Northwind Coffee', group: null },
    ]),
    source(5, 'facebook', 'Sam Lee', [{ id: 'act_3', name: 'Bluebird Dental', group: null }]),
    source(6, 'facebook', 'Expired login', [], true),
    source(7, 'instagram', 'Alex Morgan', [{ id: '178', name: '@acme', group: null }]),
  ];
  const { api } = renderCreate({
    'GET /api/sources': () => ({ body: { data: sources } }),
    'POST /api/dashboards': () => ({ status: 201, body: { data: { id: 9, permalink: 'x1' } } }),
  });
  await userEvent.click(await screen.findByRole('radio', { name: /Facebook Ads performance/ }));
  expect(screen.getByRole('radio', { name: /Facebook Ads performance/ })).toHaveAccessibleName(/7 widgets on your Facebook Ads account/);
  const sourceSelect = await screen.findByLabelText('Facebook Ads source');
  expect([...(sourceSelect as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Alex Morgan', 'Sam Lee']);
  await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('act_1'));
  await userEvent.selectOptions(screen.getByLabelText('Account'), 'Northwind Coffee');
  await userEvent.selectOptions(sourceSelect, 'Sam Lee');
  await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('act_3'));
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Bluebird ads');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  await screen.findByRole('heading', { name: 'Opened dashboard' });
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Bluebird ads', template: 'facebook-ads-performance', sourceId: 5, property: 'act_3', timezone: expect.any(String) });
});

it('points a source template to the sources screen when no such source is connected', async () => {
  renderCreate({
    'GET /api/sources': () => ({ body: { data: [] } }),
  });
  await userEvent.click(await screen.findByRole('radio', { name: /Facebook Ads performance/ }));
  expect(await screen.findByRole('link', { name: 'connect a Facebook Ads source' })).toHaveAttribute('href', '/company/sources');
});

it("shows the API's refusal of a source template's account under the account field", async () => {
  renderCreate({
    'GET /api/sources': () => ({ body: { data: [source(4, 'facebook', 'Alex Morgan', [{ id: 'act_1', name: 'Acme Outdoor', group: null }])] } }),
    'POST /api/dashboards': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { property: ["Choose one of this source's ad accounts."] } } }),
  });
  await userEvent.click(await screen.findByRole('radio', { name: /Facebook Ads performance/ }));
  await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('act_1'));
  await userEvent.type(screen.getByLabelText('Dashboard name'), 'Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
  expect(await screen.findByText("Choose one of this source's ad accounts.")).toBeInTheDocument();
  expect(screen.getByLabelText('Account')).toHaveAccessibleDescription("Choose one of this source's ad accounts.");
});
