import { routeByName, type RouteName } from '@pulseboard/shared';
import { testUser } from '@pulseboard/shared/testing';
import { resolveGuard, type GuardContext } from './resolve-guard';

const member = testUser({ id: 11, userId: 11, roleName: 'member', role: 2 });
const admin = testUser({ id: 7, userId: 7 });

function guard(name: RouteName, context: Partial<GuardContext> = {}) {
  return resolveGuard(routeByName(name), {
    user: admin,
    onboarding: { flow: 'dashboard', step: 6 },
    from: null,
    params: {},
    location: '/somewhere?x=1',
    ...context,
  });
}
const target = (name: RouteName, context: Partial<GuardContext> = {}) => guard(name, context)?.to ?? null;

describe('guard 1: visitors who are not signed in', () => {
  it.each<RouteName>(['dashboard.show', 'dashboard.print', 'dashboard.realTime', 'dashboard.embed'])('may open the shared dashboard route %s', (name) => {
    expect(guard(name, { user: null })).toBeNull();
  });

  it.each<RouteName>(['dashboards.index', 'dashboards.create', 'campaigns.index', 'company.sources', 'intro', 'user'])('are sent from %s to the login page with the way back', (name) => {
    expect(target(name, { user: null, location: '/company/sources?tab=2' })).toBe('/login?redirect=%2Fcompany%2Fsources%3Ftab%3D2');
  });

  it('may open the login and registration pages, which signed-in users are sent away from', () => {
    expect(guard('login', { user: null })).toBeNull();
    expect(guard('register', { user: null })).toBeNull();
    expect(target('login')).toBe('/dashboards');
  });
});

describe('guard 2: consents', () => {
  const withoutConsent = testUser({ id: 5, ageConsent: false });

  it('sends a user without both consents to their own user page', () => {
    expect(target('dashboards.index', { user: withoutConsent })).toBe('/users/5');
    expect(target('dashboard.show', { user: testUser({ id: 5, termsConsent: false }) })).toBe('/users/5');
  });

  it('leaves the own user page and the subscription page open', () => {
    expect(guard('user', { user: withoutConsent, params: { userId: '5' } })).toBeNull();
    expect(guard('company.subscription', { user: withoutConsent })).toBeNull();
  });

  it('keeps the subscription page admin-only for a member without both consents', () => {
    expect(target('company.subscription', { user: testUser({ id: 11, userId: 11, roleName: 'member', role: 2, ageConsent: false }) })).toBe('/dashboards');
  });

  it("does not leave another user's page open", () => {
    expect(target('user', { user: withoutConsent, params: { userId: '6' } })).toBe('/users/5');
  });

  it('comes before the intro guard', () => {
    expect(target('dashboards.index', { user: withoutConsent, onboarding: { flow: null, step: 0 } })).toBe('/users/5');
  });
});

describe('guard 3: intro', () => {
  it('sends a user who has not passed the intro to /intro', () => {
    expect(target('dashboards.index', { onboarding: { flow: null, step: 0 } })).toBe('/intro');
    expect(guard('intro', { onboarding: { flow: null, step: 0 } })).toBeNull();
  });

  it('sends a user who passed the intro from /intro to company sources', () => {
    expect(target('intro', { onboarding: { flow: 'dashboard', step: 1 } })).toBe('/company/sources');
  });
});

describe('guard 4: onboarding holds the user on the page of the step', () => {
  const onCreatePage = { routeName: 'dashboards.create', path: '/dashboards/create' };
  const onDashboard = { routeName: 'dashboard.show', path: '/dashboards/q3-report' };

  it('bounces a user leaving the create page at step 1, naming the step', () => {
    const outcome = guard('company.sources', { onboarding: { flow: 'dashboard', step: 1 }, from: onCreatePage });
    expect(outcome).toMatchObject({ to: '/dashboards/create', step: { title: 'Create Dashboard' } });
    expect(outcome?.step?.hint).toBeTruthy();
  });

  it('bounces a user leaving the dashboard view at step 2 back to that dashboard', () => {
    expect(target('dashboards.index', { onboarding: { flow: 'dashboard', step: 2 }, from: onDashboard })).toBe('/dashboards/q3-report');
  });

  it('holds the group flow on its create page and group view', () => {
    const onGroupCreate = { routeName: 'campaigns.create', path: '/groups/create' };
    expect(target('dashboards.index', { onboarding: { flow: 'mc', step: 1 }, from: onGroupCreate })).toBe('/groups/create');
    expect(guard('dashboards.index', { onboarding: { flow: 'mc', step: 1 }, from: onCreatePage })).toBeNull();
  });

  it('leaves the subscription and user pages open', () => {
    expect(guard('company.subscription', { onboarding: { flow: 'dashboard', step: 1 }, from: onCreatePage })).toBeNull();
    expect(guard('user', { onboarding: { flow: 'dashboard', step: 1 }, from: onCreatePage, params: { userId: '7' } })).toBeNull();
  });

  it('does not hold the user elsewhere, on later steps, or once finished', () => {
    expect(guard('company.sources', { onboarding: { flow: 'dashboard', step: 1 }, from: { routeName: 'dashboards.index', path: '/dashboards' } })).toBeNull();
    expect(guard('company.sources', { onboarding: { flow: 'dashboard', step: 3 }, from: onDashboard })).toBeNull();
    expect(guard('company.sources', { onboarding: { flow: 'dashboard', step: 6 }, from: onCreatePage })).toBeNull();
  });

  it('lets the user move on to the page of the next step', () => {
    expect(guard('dashboard.show', { onboarding: { flow: 'dashboard', step: 2 }, from: onCreatePage })).toBeNull();
  });
});

describe('guard 5: admin-only routes', () => {
  it.each<RouteName>(['campaigns.create', 'company.settings', 'company.subscription', 'company.invoices', 'company.users'])('sends a non-admin from %s to the dashboards list', (name) => {
    expect(target(name, { user: member })).toBe('/dashboards');
    expect(guard(name, { user: admin })).toBeNull();
  });

  it('opens the user page to admins and to the user themself only', () => {
    expect(guard('user', { user: member, params: { userId: '11' } })).toBeNull();
    expect(target('user', { user: member, params: { userId: '7' } })).toBe('/dashboards');
    expect(guard('user', { user: admin, params: { userId: '11' } })).toBeNull();
  });

  it('lets non-admins open the routes for every user', () => {
    expect(guard('company.sources', { user: member })).toBeNull();
    expect(guard('company.automaticReports', { user: member })).toBeNull();
  });
});

it('never guards the error pages', () => {
  expect(guard('notFound', { user: null })).toBeNull();
  expect(guard('forbidden', { user: testUser({ termsConsent: false }) })).toBeNull();
});

it("never holds an embedded dashboard back for a signed-in user: consents, intro and onboarding are the product's, not the embedding site's", () => {
  expect(guard('dashboard.embed', { user: testUser({ termsConsent: false }) })).toBeNull();
  expect(guard('dashboard.embed', { onboarding: { flow: null, step: 0 } })).toBeNull();
  expect(guard('dashboard.embed', { onboarding: { flow: 'dashboard', step: 2 }, from: { routeName: 'dashboards.create', path: '/dashboards/create' } })).toBeNull();
});
