import { SourceAuthError, type ConnectorContext, type Credentials } from '../connectors/types.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { oauthCredentialsSchema, type OAuthCredentials, type OAuthProvider } from './provider.js';
import { refreshCredentials } from './token-endpoint.js';

/** A token this close to its expiry is refreshed before use, so it cannot lapse in flight. */
const REFRESH_MARGIN_MS = 60_000;
/** How long, and for how many sources, what a refresh token was exchanged for is remembered. */
const ROTATED_KEPT_MS = 10 * 60_000;
const ROTATED_KEPT_MAX = 1_000;

/**
 * The access tokens of one provider's sources, for connectors: a token that
 * is expired or about to be is refreshed first, a 401 refreshes once and
 * retries, the rotated credentials are stored through the context, and
 * concurrent refreshes of the same source, keyed by its refresh token, share
 * one call to the token endpoint.
 *
 * A call that read the source before another refreshed it still holds the old
 * refresh token when it finds its access token expired. Providers that rotate
 * refresh tokens (AccuRanker's django-oauth-toolkit) revoke the old one, so
 * spending it again would answer invalid_grant and mark a working source
 * invalid: what a refresh token was exchanged for is remembered a while, and
 * such a call takes that instead; across processes, a stored source is
 * refreshed one process at a time from what is stored then (`renewStored`).
 */
export class AccessTokens {
  private readonly inFlight = new Map<string, Promise<OAuthCredentials>>();
  private readonly rotated = new BoundedMap<string, OAuthCredentials>({ maxEntries: ROTATED_KEPT_MAX, ttlMs: ROTATED_KEPT_MS });
  /** What a context refreshed to: its `credentials` object is the caller's and stays as given. */
  private readonly latest = new WeakMap<ConnectorContext, OAuthCredentials>();

  constructor(
    private readonly provider: OAuthProvider,
    private readonly now: () => number = Date.now,
  ) {}

  credentialsOf(context: ConnectorContext): OAuthCredentials {
    return this.latest.get(context) ?? this.parse(context.credentials);
  }

  private parse(credentials: Credentials): OAuthCredentials {
    const parsed = oauthCredentialsSchema.safeParse(credentials);
    if (!parsed.success) throw new SourceAuthError(`${this.provider.label}: the source has no usable credentials`);
    return parsed.data;
  }

  /** A usable access token, refreshed first when it expires within the margin. */
  async token(context: ConnectorContext): Promise<string> {
    const credentials = this.credentialsOf(context);
    return this.expiresSoon(credentials) ? (await this.refresh(context, credentials)).access_token : credentials.access_token;
  }

  private expiresSoon(credentials: OAuthCredentials): boolean {
    return credentials.expires_at !== undefined && credentials.expires_at - this.now() <= REFRESH_MARGIN_MS;
  }

  /**
   * Sends a request with a bearer token; on a 401 refreshes once (unless a
   * concurrent call already replaced the rejected token) and sends it again.
   * A second 401 is returned for the caller to map.
   */
  async send(context: ConnectorContext, request: (accessToken: string) => Promise<Response>): Promise<Response> {
    const token = await this.token(context);
    const response = await request(token);
    if (response.status !== 401) return response;
    await response.body?.cancel();
    const current = this.credentialsOf(context);
    const renewed = current.access_token !== token ? current : await this.refresh(context, current);
    return request(renewed.access_token);
  }

  private async refresh(context: ConnectorContext, credentials: OAuthCredentials): Promise<OAuthCredentials> {
    const key = credentials.refresh_token ?? credentials.access_token;
    let pending = this.inFlight.get(key);
    const exchanged = this.rotated.get(key);
    if (exchanged && this.replaces(exchanged, credentials)) pending = Promise.resolve(exchanged);
    if (!pending) {
      pending = this.renew(context, credentials, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const next = await pending;
    this.latest.set(context, next);
    return next;
  }

  /** Whether `next` may stand in for `stale`: not when it is the very token refused now (a provider that keeps its refresh token, answering 401), nor one about to lapse. */
  private replaces(next: OAuthCredentials, stale: OAuthCredentials): boolean {
    return next.access_token !== stale.access_token && !this.expiresSoon(next);
  }

  /** Refreshes `credentials`, or takes what another process stored for them meanwhile. */
  private async renew(context: ConnectorContext, credentials: OAuthCredentials, key: string): Promise<OAuthCredentials> {
    const exchange = async (from: OAuthCredentials) => {
      const next = await refreshCredentials(this.provider, from);
      // Before it is stored, so a failed write does not send this process back to the spent refresh token.
      this.rotated.set(key, next);
      return next;
    };
    if (!context.renewStored) {
      const next = await exchange(credentials);
      await context.onCredentialsRefreshed(next);
      return next;
    }
    const stored = await context.renewStored(async (current) => {
      const now = this.parse(current);
      return this.replaces(now, credentials) ? null : exchange(now);
    });
    return this.parse(stored);
  }
}
