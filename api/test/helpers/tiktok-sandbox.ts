import type { TikTokSetup } from '../../src/connectors/tiktok/endpoints.js';
import { tikTokOAuthProvider } from '../../src/connectors/tiktok/oauth.js';
import { tikTokAdsConnector } from '../../src/connectors/tiktok/connector.js';
import type { Connector } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { tikTokSandbox, tikTokSandboxState, type TikTokSandboxState, type TikTokSwitch } from '../../src/sandbox/tiktok/index.js';
import { SANDBOX_TIKTOK_APP, SANDBOX_TIKTOK_HOST, SANDBOX_TIKTOK_PREFIX } from '../../src/sandbox/tiktok/paths.js';
import { connectThroughFake, listenFakes } from './fake-consent.js';

export interface TikTokHarness {
  state: TikTokSandboxState;
  setup: TikTokSetup;
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
  /** Every request the fake received, as "METHOD /path?query". */
  requests: string[];
  setSwitch(name: TikTokSwitch, on: boolean, account?: string): Promise<void>;
  /** A connector of its own, reading at most `maxPages` pages a list. */
  connectorWith(maxPages: number): Connector;
}

/** The TikTok Ads connector wired to its own fakes for one test file: connected as Alex before the tests, switches reset after each, closed at the end. */
export function tikTokHarness(): TikTokHarness {
  const harness = {} as TikTokHarness;
  let close: () => Promise<void>;
  beforeAll(async () => {
    harness.state = tikTokSandboxState();
    const fakes = await listenFakes(tikTokSandbox, { prefix: SANDBOX_TIKTOK_PREFIX, state: harness.state, client: SANDBOX_TIKTOK_APP, appName: 'Pulseboard' });
    close = fakes.close;
    harness.requests = fakes.requests;
    const host = `${fakes.base}${SANDBOX_TIKTOK_HOST}`;
    harness.setup = { app: SANDBOX_TIKTOK_APP, endpoints: { auth: host, api: host } };
    harness.provider = tikTokOAuthProvider(harness.setup);
    harness.credentials = await connectThroughFake(harness.provider);
    harness.connectorWith = (maxPages) => tikTokAdsConnector({ apiUrl: host, app: SANDBOX_TIKTOK_APP, tokens: new AccessTokens(harness.provider), maxPages });
    harness.connector = harness.connectorWith(40);
    harness.setSwitch = (name, on, account) => harness.state.setSwitch(name, on, { account });
  });
  afterAll(() => close());
  afterEach(async () => {
    await harness.state.reset();
    harness.requests.length = 0;
  });
  return harness;
}
