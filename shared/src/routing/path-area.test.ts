import { matchRoute } from './match-route';
import { areaOfPath, routeOfPath } from './path-area';
import { ROUTES } from './route-table';

const addressOf = (path: string) => path.replace(/:[a-zA-Z]+/g, 'some-value');

it("gives every route's address the area the router would open it in", () => {
  for (const route of ROUTES) {
    const address = addressOf(route.path);
    expect({ address, area: areaOfPath(address) }).toEqual({ address, area: matchRoute(address)?.route.area });
  }
});

it('reads addresses as the router does: any case, a trailing slash, no match for unknown or partial paths', () => {
  expect(areaOfPath('/Login')).toBe(matchRoute('/Login')?.route.area);
  expect(areaOfPath('/Login')).toBe('auth');
  expect(areaOfPath('/dashboards/acme/print/')).toBe('dashboards');
  expect(areaOfPath('/company/users')).toBe('company');
  expect(areaOfPath('/dashboards/create')).toBe('dashboards');
  expect(areaOfPath('/no/such/page')).toBeUndefined();
  expect(areaOfPath('/dashboards/acme/print/more')).toBeUndefined();
  expect(areaOfPath('/')).toBeUndefined();
});

it("gives every route's address the route and parameters the router would open it with", () => {
  for (const route of ROUTES) {
    const address = addressOf(route.path);
    const matched = matchRoute(address);
    expect({ address, route: routeOfPath(address) }).toEqual({ address, route: matched && { name: matched.route.name, area: matched.route.area, params: matched.params } });
  }
});

it('opens nothing at an address with an empty segment inside it, as the router, and ignores trailing slashes', () => {
  for (const address of ['//dashboards/acme', '/dashboards//acme', '/dashboards/acme//print', '/dashboards/acme//']) {
    expect({ address, route: routeOfPath(address)?.name }).toEqual({ address, route: matchRoute(address)?.route.name });
  }
  expect(routeOfPath('/dashboards/acme//')?.name).toBe('dashboard.show');
});

it('ranks a fixed segment above a parameter, and keeps a parameter as written, decoded', () => {
  expect(routeOfPath('/dashboards/create')?.name).toBe('dashboards.create');
  expect(routeOfPath('/Dashboards/Acme%20Co/print')).toEqual({ name: 'dashboard.print', area: 'dashboards', params: { permalink: 'Acme Co' } });
  expect(routeOfPath('/dashboards/%E0%A4%A')?.params).toEqual({ permalink: '%E0%A4%A' });
});
