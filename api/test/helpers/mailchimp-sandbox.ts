import type { MailchimpSetup } from '../../src/connectors/mailchimp/endpoints.js';
import { mailchimpOAuthProvider } from '../../src/connectors/mailchimp/oauth.js';
import { mailchimpConnector } from '../../src/connectors/mailchimp/connector.js';
import type { Connector } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { mailchimpSandbox, mailchimpSandboxState, type MailchimpSandboxState, type MailchimpSwitch } from '../../src/sandbox/mailchimp/index.js';
import { SANDBOX_MAILCHIMP_CLIENT, SANDBOX_MAILCHIMP_HOSTS, SANDBOX_MAILCHIMP_PREFIX } from '../../src/sandbox/mailchimp/paths.js';
import { connectThroughFake, listenFakes } from './fake-consent.js';

export interface MailchimpHarness {
  state: MailchimpSandboxState;
  setup: MailchimpSetup;
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
  /** Every request the fake received, as "METHOD /path?query". */
  requests: string[];
  setSwitch(name: MailchimpSwitch, on: boolean, account?: string): Promise<void>;
  /** A connector of its own, reading at most `maxPages` pages a collection. */
  connectorWith(maxPages: number): Connector;
}

/** The Mailchimp connector wired to its own fakes for one test file: connected as Alex before the tests, switches reset after each, closed at the end. */
export function mailchimpHarness(): MailchimpHarness {
  const harness = {} as MailchimpHarness;
  let close: () => Promise<void>;
  beforeAll(async () => {
    harness.state = mailchimpSandboxState();
    const fakes = await listenFakes(mailchimpSandbox, { prefix: SANDBOX_MAILCHIMP_PREFIX, state: harness.state, client: SANDBOX_MAILCHIMP_CLIENT, appName: 'Pulseboard' });
    close = fakes.close;
    harness.requests = fakes.requests;
    const login = `${fakes.base}${SANDBOX_MAILCHIMP_HOSTS.login}`;
    const api = `${fakes.base}${SANDBOX_MAILCHIMP_HOSTS.api}`;
    harness.setup = { client: SANDBOX_MAILCHIMP_CLIENT, endpoints: { login, oauth: login, api: (dc) => `${api}/${dc}` } };
    harness.provider = mailchimpOAuthProvider(harness.setup);
    harness.credentials = await connectThroughFake(harness.provider);
    harness.connectorWith = (maxPages) => mailchimpConnector({ endpoints: harness.setup.endpoints, tokens: new AccessTokens(harness.provider), maxPages });
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
