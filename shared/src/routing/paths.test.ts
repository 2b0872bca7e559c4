import { documentTitle, pathTo, safeRedirectTarget } from './paths';
import { ROUTES } from './route-table';

it('builds paths of named routes with encoded parameters and query', () => {
  expect(pathTo('dashboard.print', { permalink: 'a b' })).toBe('/dashboards/a%20b/print');
  expect(pathTo('login', {}, { redirect: '/groups' })).toBe('/login?redirect=%2Fgroups');
  expect(() => pathTo('campaign.show')).toThrow(/needs the parameter campaignId/);
});

it('titles pages as "{title} | {product title}"', () => {
  expect(documentTitle('Dashboards', 'Pulseboard')).toBe('Dashboards | Pulseboard');
});

it('only accepts same-site paths to come back to after signing in', () => {
  expect(safeRedirectTarget('/groups/3?x=1')).toBe('/groups/3?x=1');
  expect(safeRedirectTarget('//evil.example/')).toBe('/dashboards');
  expect(safeRedirectTarget('https://evil.example/')).toBe('/dashboards');
  expect(safeRedirectTarget('/\\evil.example')).toBe('/dashboards');
  expect(safeRedirectTarget(null)).toBe('/dashboards');
});

it("holds the spec's route table", () => {
  const table = Object.fromEntries(ROUTES.map((route) => [route.name, [route.path, 'title' in route ? route.title : undefined, route.access]]));
  expect(table).toMatchObject({
    user: ['/users/:userId', undefined, 'adminOrSelf'],
    'dashboards.index': ['/dashboards', 'Dashboards', 'user'],
    'dashboards.create': ['/dashboards/create', 'Create Dashboard', 'user'],
    'dashboard.show': ['/dashboards/:permalink', undefined, 'public'],
    'dashboard.print': ['/dashboards/:permalink/print', undefined, 'public'],
    'dashboard.realTime': ['/dashboards/:permalink/realtime', undefined, 'public'],
    'campaigns.index': ['/groups', 'Groups', 'user'],
    'campaigns.create': ['/groups/create', 'Create Group', 'admin'],
    'campaign.show': ['/groups/:campaignId', undefined, 'user'],
    'company.sources': ['/company/sources', 'Company Sources', 'user'],
    'company.settings': ['/company/settings', 'Company Settings', 'admin'],
    'company.subscription': ['/company/subscription', 'Company Subscription', 'admin'],
    'company.invoices': ['/company/invoices', 'Invoices', 'admin'],
    'company.automaticReports': ['/company/automatic-reports', 'Automatic Reports', 'user'],
    'company.users': ['/company/users', 'Users', 'admin'],
    intro: ['/intro', 'Intro', 'user'],
    notFound: ['/404', expect.any(String), 'public'],
    forbidden: ['/403', expect.any(String), 'public'],
    subscriptionRequired: ['/402', expect.any(String), 'public'],
  });
});
