import { NAV_ITEMS } from './nav-items';
import { routeByName } from './route-table';

it('links every sidebar entry to a screen of a remote that signed-in users open', () => {
  for (const item of NAV_ITEMS) {
    const route = routeByName(item.route);
    expect({ item: item.id, area: route.area === 'host' ? 'host' : 'remote', access: ['user', 'admin'].includes(route.access) }).toEqual({ item: item.id, area: 'remote', access: true });
  }
});

it('marks an entry for admins exactly when its screen is for admins only', () => {
  for (const item of NAV_ITEMS) expect({ item: item.id, adminOnly: item.adminOnly === true }).toEqual({ item: item.id, adminOnly: routeByName(item.route).access === 'admin' });
});

it('names each entry once', () => {
  expect(new Set(NAV_ITEMS.map((item) => item.id)).size).toBe(NAV_ITEMS.length);
});
