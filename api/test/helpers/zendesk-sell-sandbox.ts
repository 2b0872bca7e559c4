import { zendeskSellConnector } from '../../src/connectors/base_me/connector.js';
import type { ZendeskSellSetup } from '../../src/connectors/base_me/endpoints.js';
import { zendeskSellOAuthProvider } from '../../src/connectors/base_me/oauth.js';
import type { Connector } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import { authorizeUrl } from '../../src/oauth/authorize-url.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { zendeskSellSandbox, ZendeskSellSandboxState } from '../../src/sandbox/zendesk-sell/index.js';
import { SANDBOX_ZENDESK_SELL_CLIENT, SANDBOX_ZENDESK_SELL_PREFIX } from '../../src/sandbox/zendesk-sell/paths.js';
import { connectThroughFake, listenFakes } from './fake-consent.js';
import { REDIRECT_URI } from './google-sandbox.js';

/** The moment the fake answers at: its deals stand as they did then, whatever today is. */
export const SELL_NOW = Date.parse('2026-11-20T12:00:00Z');
export const USER_AGENT = 'PulseboardTest/1.0';

/** Sell's consent URL for `provider`, as the product sends the browser to it. */
export const sellConsentUrl = (provider: OAuthProvider, state = 'test') => authorizeUrl(provider, { redirectUri: REDIRECT_URI, state });

export interface ZendeskSellHarness {
  state: ZendeskSellSandboxState;
  setup: ZendeskSellSetup;
  /** Every request the fake received, as "METHOD /path?query". */
  requests: string[];
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
  /** A connector that may read at most `maxPages` pages of a collection. */
  bounded(maxPages: number): Connector;
}

/** The Zendesk Sell connector wired to its fake for one test file: connected as Alex before the tests, switches reset after each, closed at the end. */
export function zendeskSellHarness(): ZendeskSellHarness {
  const harness = {} as ZendeskSellHarness;
  let close: () => Promise<void>;
  beforeAll(async () => {
    harness.state = new ZendeskSellSandboxState({ now: () => SELL_NOW });
    const fakes = await listenFakes(zendeskSellSandbox, { prefix: SANDBOX_ZENDESK_SELL_PREFIX, state: harness.state, client: SANDBOX_ZENDESK_SELL_CLIENT, appName: 'Pulseboard' });
    close = fakes.close;
    harness.requests = fakes.requests;
    harness.setup = { client: SANDBOX_ZENDESK_SELL_CLIENT, endpoints: { browser: fakes.base, server: fakes.base }, userAgent: USER_AGENT };
    harness.provider = zendeskSellOAuthProvider(harness.setup);
    harness.credentials = await connectThroughFake(harness.provider);
    harness.bounded = (maxPages) => zendeskSellConnector({ apiUrl: fakes.base, userAgent: USER_AGENT, tokens: new AccessTokens(harness.provider), maxPages });
    harness.connector = zendeskSellConnector({ apiUrl: fakes.base, userAgent: USER_AGENT, tokens: new AccessTokens(harness.provider) });
  });
  afterAll(() => close());
  afterEach(async () => {
    await harness.state.reset();
    harness.requests.length = 0;
  });
  return harness;
}
