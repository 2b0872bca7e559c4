import { salesflareConnector } from '../../src/connectors/salesflare/connector.js';
import type { Connector, ConnectorContext } from '../../src/connectors/types.js';
import { salesflareSandbox, SalesflareSandboxState } from '../../src/sandbox/salesflare/index.js';
import { SANDBOX_SALESFLARE_API_PATH } from '../../src/sandbox/salesflare/paths.js';
import { listenFakes } from './fake-consent.js';

/** The moment the fake answers at: its opportunities stand as they did then, whatever today is. */
export const SALESFLARE_NOW = Date.parse('2026-11-20T12:00:00Z');

export interface SalesflareHarness {
  state: SalesflareSandboxState;
  apiUrl: string;
  /** Every request the fake received, as "METHOD /path?query". */
  requests: string[];
  connector: Connector;
  /** A connector reading at most `maxPages` pages of a list. */
  bounded(maxPages: number): Connector;
  /** The context of a source connected with the key of the fixture user with this e-mail. */
  contextOf(email: string): ConnectorContext;
}

/** The Salesflare connector wired to its fake for one test file; switches reset after each test, closed at the end. */
export function salesflareHarness(): SalesflareHarness {
  const harness = {} as SalesflareHarness;
  let close: () => Promise<void>;
  beforeAll(async () => {
    harness.state = new SalesflareSandboxState(undefined, () => SALESFLARE_NOW);
    const fakes = await listenFakes(salesflareSandbox, { prefix: SANDBOX_SALESFLARE_API_PATH, state: harness.state });
    close = fakes.close;
    harness.apiUrl = fakes.base;
    harness.requests = fakes.requests;
    harness.connector = salesflareConnector({ apiUrl: fakes.base });
    harness.bounded = (maxPages) => salesflareConnector({ apiUrl: fakes.base, maxPages });
    harness.contextOf = (email) => {
      const user = harness.state.users.find((entry) => entry.email === email)!;
      return { credentials: { token: harness.state.keyFor(null, user) }, account: email, onCredentialsRefreshed: async () => undefined };
    };
  });
  afterAll(() => close());
  afterEach(async () => {
    await harness.state.reset();
    harness.requests.length = 0;
  });
  return harness;
}
