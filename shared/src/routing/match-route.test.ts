import { matchRoute } from './match-route';

it('finds the route an address opens, with its parameters, ranked as the router ranks them', () => {
  expect(matchRoute('/dashboards/acme/print')).toMatchObject({ route: { name: 'dashboard.print', area: 'dashboards' }, params: { permalink: 'acme' } });
  expect(matchRoute('/dashboards/create')?.route.name).toBe('dashboards.create');
  expect(matchRoute('/login')?.route.area).toBe('auth');
  expect(matchRoute('/403')?.route.area).toBe('host');
  expect(matchRoute('/no/such/page')).toBeUndefined();
});
