import { matchRoute } from './match-route';
import { areaOfPath } from './path-area';
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
