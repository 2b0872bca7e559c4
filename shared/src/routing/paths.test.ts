import { documentTitle, pathTo, safeRedirectTarget } from './paths';
import { embedPath } from '../contracts/embed';
import { ROUTES } from './route-table';

it('builds paths of named routes with encoded parameters and query', () => {
  expect(pathTo('dashboard.print', { permalink: 'a b' })).toBe('/dashboards/a%20b/print');
  expect(pathTo('login', {}, { redirect: '/groups' })).toBe('/login?redirect=%2Fgroups');
  expect(() => pathTo('campaign.show')).toThrow(/needs the parameter campaignId/);
});

it('routes the embed path the contract gives agencies', () => {
  expect(pathTo('dashboard.embed', { permalink: 'a b' })).toBe(embedPath('a b'));
});

it('titles pages as "{title} | {product title}"', () => {
  expect(documentTitle('Dashboards', 'Pulseboard')).toBe('Dashboards | Pulseboard');
});

it('keeps same-site paths to come back to after signing in, normalised', () => {
  expect(safeRedirectTarget('/groups/3?x=1')).toBe('/groups/3?x=1');
  expect(safeRedirectTarget('/dashboards/ab%20c/print?startDate=2024-01-01#top')).toBe('/dashboards/ab%20c/print?startDate=2024-01-01#top');
  expect(safeRedirectTarget('/company/./sources')).toBe('/company/sources');
  expect(safeRedirectTarget(null)).toBe('/dashboards');
  expect(safeRedirectTarget('')).toBe('/dashboards');
});

/** Every way of writing "another site" we know of, combined: leads, hosts, tails and stray characters. */
function hostileTargets(): string[] {
  const leads = [
    '//',
    '///',
    '/\\',
    '\\/',
    '\\\\',
    '/\t/',
    '/\n/',
    '/\r/',
    '\t//',
    ' //',
    '/ /',
    'http://',
    'https://',
    'https:/',
    'https:',
    'https:\\\\',
    '//\\',
    '/.//',
    'HTTP://',
    'javascript:',
    'data:text/html,',
    '\u0000//',
    '/%09/',
    '/%2F/',
    '%2F%2F',
    '/%5C',
  ];
  const hosts = ['evil.example', 'evil.example:443', 'user@evil.example', 'user:pw@evil.example', '127.0.0.1', '[::1]', '%65vil.example', 'EVIL.example'];
  const tails = ['', '/', '/dashboards?x=1', '#frag', '?next=//evil'];
  const combined = leads.flatMap((lead) => hosts.flatMap((host) => tails.map((tail) => lead + host + tail)));
  const strays = ['\t', '\n', '\r', '\u0000', ' ', '\\', '\u000b', '\u007f'];
  const base = '//evil.example/x';
  const spliced = strays.flatMap((stray) => [...Array(base.length + 1).keys()].map((at) => `/${base.slice(0, at)}${stray}${base.slice(at)}`));
  return [...combined, ...spliced, ...combined.map(encodeURIComponent), 'x'.repeat(5000), '/'.repeat(3000) + 'evil.example'];
}

it('never leads to another site, however the target is written', () => {
  const app = 'https://app.example';
  const targets = hostileTargets();
  // The corpus must hold real escapes: resolved as a browser would, without the check, many leave the site.
  const escaping = targets.filter((target) => {
    try {
      return new URL(target, `${app}/login`).origin !== app;
    } catch {
      return false;
    }
  });
  expect(escaping.length).toBeGreaterThan(500);
  for (const target of targets) {
    const kept = safeRedirectTarget(target);
    expect({ target, origin: new URL(kept, `${app}/login`).origin }).toEqual({ target, origin: app });
    expect(kept.startsWith('/') && !kept.startsWith('//')).toBe(true);
  }
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
    'dashboard.embed': ['/embed/dashboards/:permalink', undefined, 'public'],
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
