import { areaOfPath } from './area-of-path';

it('names the remote of the screen an address shows, as the router would match it', () => {
  expect(areaOfPath('/dashboards/acme/print')).toBe('dashboards');
  expect(areaOfPath('/dashboards/create')).toBe('dashboards');
  expect(areaOfPath('/groups/3')).toBe('groups');
  expect(areaOfPath('/company/users')).toBe('company');
  expect(areaOfPath('/login')).toBe('auth');
});

it("names none for the shell's own pages and unknown addresses", () => {
  expect(areaOfPath('/403')).toBeUndefined();
  expect(areaOfPath('/no/such/page')).toBeUndefined();
});
