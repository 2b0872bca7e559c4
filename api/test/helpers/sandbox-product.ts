import { anyFreePort } from '../../src/lib/ports.js';
import { createTestApp, type TestApp } from './app.js';
import type { TestClient } from './client.js';
import { PASSWORD, createCompany, createUser } from './factories.js';

export const RANGE = { startDate: '2026-10-01', endDate: '2026-10-31' };
export const COMPARE = { startDate: '2026-09-01', endDate: '2026-09-30' };

export interface SandboxProduct {
  t: TestApp;
  /** Signed in to a company of its own. */
  client: TestClient;
  /** Widget data of one instance of `type` on `sourceId`, over `range` against COMPARE. */
  widgetData(type: string, sourceId: number, config: Record<string, unknown>, range?: typeof RANGE): ReturnType<TestClient['post']>;
  /** A source of `type` connected the way a user does it: the sources API, the provider's sandbox consent page (`consent`), the callback. */
  connected(type: string, consent: (client: TestClient, redirect: string) => Promise<number>): Promise<number>;
}

/**
 * The product in sandbox mode for one test file, listening on a free
 * loopback port (the fakes' consent pages send the browser back to APP_URL),
 * with a client signed in to a new company; closed at the end. `moreEnv`
 * is read when the product starts (after the file's earlier beforeAll).
 */
export function sandboxProduct(moreEnv: () => Record<string, string> = () => ({})): SandboxProduct {
  const product = {
    widgetData: (type, sourceId, config, range = RANGE) =>
      product.client.post('/api/widgets/data', { widget: { instances: [{ id: 'i1', type, prefix: 'A', sourceId, config }] }, range, compare: COMPARE, timezone: 'UTC' }),
    async connected(type, consent) {
      const answer = await product.client.post('/api/sources', { kind: 'oauth', name: type });
      expect(answer.statusCode).toBe(200);
      return consent(product.client, answer.json().redirect);
    },
  } as SandboxProduct;
  beforeAll(async () => {
    const port = await anyFreePort();
    product.t = await createTestApp({ env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, ...moreEnv() } });
    await product.t.app.listen({ port, host: '127.0.0.1' });
    const user = await createUser(product.t.app, { companyId: await createCompany(product.t.app) });
    product.client = product.t.client();
    await product.client.signIn(user.email, PASSWORD);
  });
  afterAll(() => product.t.close());
  return product;
}
