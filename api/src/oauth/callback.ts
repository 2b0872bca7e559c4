import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SOURCE_TYPE_INFO, sourceTypeSchema, type SourceType } from '@pulseboard/shared/contracts';
import { connectorContext } from '../connectors/context.js';
import { SourceAuthError, type Connector } from '../connectors/types.js';
import type { User } from '../db/schema.js';
import type { SourceRow } from '../sources/repository.js';
import { grantsAll, type OAuthCredentials } from './provider.js';
import { exchangeCode } from './token-endpoint.js';

export interface CallbackQuery {
  code?: string;
  /** TikTok for Business names the code auth_code. */
  auth_code?: string;
  state?: string;
  error?: string;
}

const SOURCES_PAGE = '/company/sources';

/** Why a connection failed, worded to follow "The source was not connected: " on the sources screen. */
const FAILURES = {
  unknownState: 'the authorisation link is not valid or was already used',
  expired: 'the authorisation took more than 10 minutes, please start again',
  signedOut: 'you were signed out during the authorisation, please sign in and start again',
  otherUser: 'the authorisation was started by another user',
  declined: 'access was declined on the consent screen',
  noCode: 'the provider sent no authorisation code',
  sourceGone: 'the source to re-authorise no longer exists',
};

const failure = (message: string) => `${SOURCES_PAGE}?${new URLSearchParams({ error: message })}`;

/** What providers send back when the person declines: RFC 6749's access_denied, LinkedIn's own when its Cancel is pressed. */
const DECLINED = new Set(['access_denied', 'user_cancelled_authorize', 'user_cancelled_login']);

/**
 * Loads and stores the properties of a freshly authorised source. A refusal
 * of the new credentials marks it invalid (spec §4); any other failure leaves
 * the list to the next load from the sources screen.
 */
async function loadProperties(app: FastifyInstance, connector: Connector, source: SourceRow, log: FastifyBaseLogger) {
  try {
    await app.sources.setProperties(source, await connector.listProperties(connectorContext(app, source)));
  } catch (error) {
    log.warn({ err: error, sourceId: source.id }, 'oauth: the properties of a new source could not be loaded');
    if (error instanceof SourceAuthError) await app.sources.markInvalid(source);
  }
}

/**
 * The account label of a new grant. An account typed before the consent
 * (AccuRanker) is the connector's to check: one the grant does not open is
 * refused; otherwise a label that cannot be read is only missing.
 */
async function describe(connector: Connector, credentials: OAuthCredentials, typed: string | null, log: FastifyBaseLogger): Promise<{ account: string | null } | { refused: string }> {
  try {
    return { account: (await connector.describeAccount?.({ credentials, account: typed, onCredentialsRefreshed: async () => undefined })) ?? typed };
  } catch (error) {
    if (typed !== null && error instanceof SourceAuthError) return { refused: error.message };
    log.warn({ err: error }, 'oauth: the connected account could not be described');
    return { account: typed };
  }
}

/**
 * The provider's redirect back (GET, a top-level navigation: the session
 * cookie is sent, no CSRF token can be). The state is taken first, so it
 * serves once whatever happens next; it must be this route's type, unexpired
 * and started by the signed-in user. Then the code is exchanged (with the
 * PKCE verifier), the source created or re-authorised with its credentials
 * sealed, its properties loaded, and the answer is where to send the browser.
 */
export async function completeAuthorisation(app: FastifyInstance, typeName: string, query: CallbackQuery, user: User | null, log: FastifyBaseLogger): Promise<string> {
  const parsedType = sourceTypeSchema.safeParse(typeName);
  const type: SourceType | undefined = parsedType.success ? parsedType.data : undefined;
  const provider = type && app.oauth.provider(type);
  const connector = type && app.connectors.get(type);
  const state = query.state ? await app.oauth.states.take(query.state) : undefined;
  if (!type || !provider || !connector || !state || state.type !== type) return failure(FAILURES.unknownState);
  if (state.expiresAt.getTime() <= Date.now()) return failure(FAILURES.expired);
  if (!user) return failure(FAILURES.signedOut);
  if (user.id !== state.userId || user.companyId !== state.companyId) return failure(FAILURES.otherUser);
  if (query.error) return failure(DECLINED.has(query.error) ? FAILURES.declined : `${provider.label} answered ${query.error}`);
  const code = query.code ?? query.auth_code;
  if (!code) return failure(FAILURES.noCode);

  const label = SOURCE_TYPE_INFO[type].label;
  let credentials: OAuthCredentials;
  try {
    credentials = await exchangeCode(provider, { code, redirectUri: app.oauth.redirectUri(type), codeVerifier: state.codeVerifier });
  } catch (error) {
    log.warn({ err: error, type }, 'oauth: the code exchange failed');
    return failure(`${provider.label} did not confirm the authorisation`);
  }
  // A provider may let the user untick scopes (Google does); without the data scope the source is useless.
  if (credentials.scope !== undefined && !grantsAll(credentials.scope, provider.requiredScopes)) {
    return failure(`access to your ${label} data was not granted`);
  }

  const described = await describe(connector, credentials, state.account, log);
  if ('refused' in described) return failure(described.refused);
  const { account } = described;
  let source: SourceRow;
  if (state.sourceId !== null) {
    const existing = await app.sources.findInCompany(state.sourceId, state.companyId);
    if (!existing || existing.name !== type) return failure(FAILURES.sourceGone);
    source = await app.sources.saveCredentials(existing, credentials, { account, reauthorised: true });
  } else {
    source = await app.sources.create({ companyId: state.companyId, name: type, account, credentials });
  }
  await loadProperties(app, connector, source, log);
  return `${SOURCES_PAGE}?${new URLSearchParams({ connected: String(source.id) })}`;
}
