import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sources } from '../src/db/schema.js';
import { dropDatabase, ensureDatabase, withDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { anyFreePort } from '../src/lib/ports.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { adminUrl } from './helpers/cluster.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { ALEX, connectThroughConsent } from './helpers/google-sandbox.js';

const name = `pb_test_restart_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(adminUrl(), name);
let env: NodeJS.ProcessEnv;

/** One run of the server: the app on a shared database, port and sealing key, as a restart finds them. */
async function boot(): Promise<TestApp> {
  const t = await createTestApp({ databaseUrl, env });
  await t.app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
  return t;
}

beforeAll(async () => {
  await ensureDatabase(adminUrl(), name);
  await runMigrations(databaseUrl);
  const port = await anyFreePort();
  env = { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, SOURCE_CREDENTIALS_KEY: randomBytes(32).toString('hex') };
});
afterAll(() => dropDatabase(adminUrl(), name));

describe('the sandbox across a restart', () => {
  it("keeps a connected source's grant and the company's switches", async () => {
    const first = await boot();
    let sourceId: number;
    let email: string;
    let credentialsBefore: string | null;
    try {
      const user = await createUser(first.app, { companyId: await createCompany(first.app, 'Restarted') });
      email = user.email;
      const client = first.client();
      await client.signIn(email, PASSWORD);
      sourceId = await connectThroughConsent(client, (await client.post('/api/sources', { kind: 'oauth', name: 'google_analytics' })).json().redirect);
      expect((await client.get(`/api/sources/${sourceId}/properties`)).statusCode).toBe(200);
      expect((await client.post('/sandbox/google/control', { account: ALEX, switch: 'paging', on: true })).statusCode).toBe(200);
      credentialsBefore = (await first.app.db.select().from(sources).where(eq(sources.id, sourceId)))[0]!.credentials;
    } finally {
      await first.close();
    }

    const second = await boot();
    try {
      const client = second.client();
      await client.signIn(email, PASSWORD);
      // The access token died with the first process: the connector refreshes with the stored refresh token.
      const properties = await client.get(`/api/sources/${sourceId}/properties`);
      expect(properties.statusCode).toBe(200);
      expect(properties.json().data.length).toBeGreaterThan(0);
      const row = (await second.app.db.select().from(sources).where(eq(sources.id, sourceId)))[0]!;
      expect(row.invalid).toBe(false);
      expect(row.credentials).not.toBe(credentialsBefore);
      expect((await client.get('/sandbox/google/control')).json().switches).toEqual({ [ALEX]: ['paging'] });
    } finally {
      await second.close();
    }
  });
});
