import { dashboardSaveForm } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { PNG, WEBP } from './helpers/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in member of a new company, with one dashboard to save. */
async function member() {
  const company = await createCompany(t.app);
  const user = await createUser(t.app, { companyId: company });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const { id } = (await client.post('/api/dashboards', { name: 'Board' })).json().data as { id: number };
  return { company, save: (form: FormData) => client.post(`/api/dashboards/${id}`, form) };
}

/** The company's files as the storage lists them, by key. */
const storedFiles = async (company: number) => (await t.app.storage.files.list(String(company), { limit: 1000 })).map(({ key }) => key);

const logo = () => ({ logoImage: new Blob([PNG], { type: 'image/png' }) });
const logoAndClient = () => ({ ...logo(), clientImage: new Blob([WEBP], { type: 'image/webp' }) });

describe('the images of a dashboard save', () => {
  it('are stored only when the save is accepted', async () => {
    const { company, save } = await member();
    const reversed = await save(dashboardSaveForm({ startDate: '2026-03-10', endDate: '2026-03-01', images: logo() }));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ end: ['The end date must be on or after the start date.'] });
    expect(await storedFiles(company)).toEqual([]);

    expect((await save(dashboardSaveForm({ name: 'From A', basis: { revision: 1, editor: 'editor-session-a' } }))).statusCode).toBe(200);
    const stale = await save(dashboardSaveForm({ name: 'From B', basis: { revision: 1, editor: 'editor-session-b' }, images: logo() }));
    expect(stale.statusCode).toBe(409);
    expect(await storedFiles(company)).toEqual([]);

    const accepted = await save(dashboardSaveForm({ startDate: '2026-03-01', endDate: '2026-03-10', images: logo() }));
    expect(accepted.statusCode).toBe(200);
    const url = accepted.json().data.styles.logoImage as string;
    expect(await storedFiles(company)).toEqual([url.replace(/^\/files\//, '')]);
    expect((await t.client().get(url)).statusCode).toBe(200);
  });

  it('are removed again when the database refuses the write, while updating or at the commit; an image the company had stays', async () => {
    // A write the database refuses, by the dashboard's new name: at once, or only when the transaction commits (after the images are stored).
    await t.app.pool.query(`
      CREATE FUNCTION refuse_dashboard_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'write refused'; END $$;
      CREATE TRIGGER refuse_at_once BEFORE UPDATE ON dashboards FOR EACH ROW WHEN (NEW.name = 'Refused at once') EXECUTE FUNCTION refuse_dashboard_write();
      CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON dashboards DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.name = 'Refused at commit') EXECUTE FUNCTION refuse_dashboard_write();
    `);
    const { company, save } = await member();
    expect((await save(dashboardSaveForm({ images: logo() }))).statusCode).toBe(200);
    const before = await storedFiles(company);
    expect(before).toHaveLength(1);

    for (const name of ['Refused at once', 'Refused at commit']) {
      const refused = await save(dashboardSaveForm({ name, images: logoAndClient() }));
      expect(refused.statusCode).toBe(500);
      expect(await storedFiles(company)).toEqual(before);
    }
    expect((await save(dashboardSaveForm({ name: 'Accepted', images: logoAndClient() }))).statusCode).toBe(200);
    expect(await storedFiles(company)).toHaveLength(2);
  });
});
