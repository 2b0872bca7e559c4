import type { Connector, ConnectorContext } from '../src/connectors/types.js';
import { sources } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { listen } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
/** The provider calls under way, each with whether its signal was aborted. */
const calls: Array<{ context: ConnectorContext; aborted: Promise<void> }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const demo = t.app.connectors.get('demo')!;
  // A provider that answers only once its caller gives up: the test sees whether it is told to.
  const hanging: Connector = {
    ...demo,
    type: 'salesflare',
    query: (context) => {
      const aborted = new Promise<void>((resolve) => context.signal?.addEventListener('abort', () => resolve(), { once: true }));
      calls.push({ context, aborted });
      return new Promise((_resolve, reject) => context.signal?.addEventListener('abort', () => reject(context.signal?.reason), { once: true }));
    },
  };
  t.app.connectors.register(hanging);
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it("cancels a widget's provider calls when its viewer closes the connection", async () => {
  const companyId = await createCompany(t.app);
  const user = await createUser(t.app, { companyId });
  const [source] = await t.app.db.insert(sources).values({ companyId, name: 'salesflare', account: 'someone@example.com' }).returning({ id: sources.id });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const body = {
    widget: { instances: [{ id: 'i1', type: 'salesflare', prefix: 'Deals', sourceId: source!.id, config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions'], dimension: 'date' } }] },
    range: { startDate: '2024-03-01', endDate: '2024-03-31' },
    compare: null,
    timezone: 'UTC',
  };

  const viewer = new AbortController();
  const request = fetch(`${baseUrl}/api/widgets/data`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
    signal: viewer.signal,
  });
  await until(() => calls.length === 1);
  viewer.abort();
  await expect(request).rejects.toThrow();
  // The provider call is told at once, rather than running on for nobody.
  await expect(Promise.race([calls[0]!.aborted.then(() => 'cancelled'), new Promise((resolve) => setTimeout(() => resolve('still running'), 3_000))])).resolves.toBe('cancelled');
});
