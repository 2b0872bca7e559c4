import { companies, dashboards, sources, users } from '../src/db/schema.js';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the demo agency once, however often it runs', async () => {
    expect(await seedDemo(t.app.db)).toBe(true);
    const results = await Promise.all([seedDemo(t.app.db), seedDemo(t.app.db)]);
    expect(results).toEqual([false, false]);

    const allCompanies = await t.app.db.select().from(companies);
    expect(allCompanies).toHaveLength(1);
    expect(allCompanies[0]).toMatchObject({ name: 'Demo Agency', state: 'active', services: { dashboards: 25, bonusDashboards: 0 } });
    const allUsers = await t.app.db.select().from(users).orderBy(users.id);
    expect(allUsers.map((user) => [user.email, user.name, user.roleName, user.onboarding, user.flow])).toEqual([
      ['demo@example.com', 'Dana Demo', 'admin', 6, 'dashboard'],
      ['member@example.com', 'Max Member', 'member', 6, 'dashboard'],
    ]);
    expect(allUsers[0]?.questionnaire).toEqual({ source: 'dashboard' });

    const [sample] = await t.app.db.select().from(sources);
    expect(sample).toMatchObject({ name: 'demo', invalid: false, credentials: null });
    const boards = await t.app.db.select().from(dashboards).orderBy(dashboards.id);
    expect(boards.map((board) => [board.name, board.public])).toEqual([
      ['Acme Shoes — Monthly report', true],
      ['Acme Shoes — Live traffic', false],
    ]);
    const formats = new Set(boards[0]?.widgets.map((widget) => widget.format));
    expect(formats.size).toBe(9);
    expect(boards[1]?.widgets.every((widget) => widget.realTime)).toBe(true);
    expect(
      boards
        .flatMap((board) => board.widgets)
        .flatMap((widget) => (widget.nature === 'interactive' ? widget.instances : []))
        .every((instance) => instance.sourceId === sample?.id),
    ).toBe(true);
  });

  it('makes both demo logins work', async () => {
    for (const login of DEMO_LOGINS) {
      const client = t.client();
      await client.signIn(login.email, login.password);
      const config = await client.pageConfig();
      expect(config.user).toMatchObject({ email: login.email, roleName: login.role, termsConsent: true, ageConsent: true });
      expect(config.company?.name).toBe('Demo Agency');
    }
  });
});
