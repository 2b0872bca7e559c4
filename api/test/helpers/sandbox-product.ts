import type { SourceType } from '@pulseboard/shared/contracts';
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
  /**
   * Removes every source of the company holding the same grant as `sourceId` (a type of its OAuth client, the same
   * account), `sourceId` last: none of the others revokes the grant, which `sourceId` still holds; `sourceId` does.
   */
  expectRevokedWithLastSource(sourceId: number, revocations: () => number): Promise<void>;
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
    async expectRevokedWithLastSource(sourceId, revocations) {
      const listed = (await product.client.get('/api/sources')).json().data as Array<{ id: number; name: SourceType; account: string | null }>;
      const last = listed.find((source) => source.id === sourceId)!;
      const sharing = new Set(product.t.app.oauth.grantTypes(last.name));
      const before = revocations();
      for (const other of listed.filter((source) => source.id !== sourceId && sharing.has(source.name) && source.account === last.account)) {
        expect((await product.client.request('DELETE', `/api/sources/${other.id}`)).statusCode).toBe(204);
      }
      expect(revocations()).toBe(before);
      expect((await product.client.request('DELETE', `/api/sources/${sourceId}`)).statusCode).toBe(204);
      expect(revocations()).toBe(before + 1);
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
