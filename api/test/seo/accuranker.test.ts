import { todayIn } from '@pulseboard/shared/dates';
import { AccuRankerApi } from '../../src/connectors/accuranker/client.js';
import { accuRankerConnector } from '../../src/connectors/accuranker/connector.js';
import { accuRankerOAuthProvider } from '../../src/connectors/accuranker/oauth.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext, type Credentials } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { exchangeCode, revokeToken } from '../../src/oauth/token-endpoint.js';
import { ACCURANKER_ORGANIZATIONS } from '../../src/sandbox/accuranker/fixtures.js';
import { accuRankerSandbox, accuRankerSandboxState, type AccuRankerSandboxState, type AccuRankerSwitch } from '../../src/sandbox/accuranker/index.js';
import { domainKeywords, withRanks } from '../../src/sandbox/accuranker/keywords-model.js';
import { SANDBOX_ACCURANKER_APP, SANDBOX_ACCURANKER_CLIENT } from '../../src/sandbox/accuranker/paths.js';
import { answerFakeConsent, listenFakes } from '../helpers/fake-consent.js';
import { ALEX, REDIRECT_URI } from '../helpers/google-sandbox.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const SAM = 'sam.lee@northwind-coffee.example';
const ACME_DOMAIN = ACCURANKER_ORGANIZATIONS[0]!.groups[0]!.domains[0]!;

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: AccuRankerSandboxState;
let provider: OAuthProvider;
let alex: OAuthCredentials;
beforeAll(async () => {
  state = accuRankerSandboxState();
  fake = await listenFakes(accuRankerSandbox, { state, client: SANDBOX_ACCURANKER_CLIENT, appName: 'Pulseboard', prefix: SANDBOX_ACCURANKER_APP });
  provider = accuRankerOAuthProvider({ client: SANDBOX_ACCURANKER_CLIENT, endpoints: { app: fake.base, api: fake.base } });
  alex = await authorised(ALEX);
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

/** Credentials of a fixture user, through the consent page and the code exchange. */
async function authorised(user: string): Promise<OAuthCredentials> {
  const url = `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read', state: 'test' })}`;
  const back = await answerFakeConsent(url, { decision: 'allow', account: user });
  return exchangeCode(provider, { code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
}

const connector = (maxPages?: number) => accuRankerConnector(new AccuRankerApi(new AccessTokens(provider), fake.base, maxPages));
function context(account = 'Acme Agency', credentials: Credentials = alex): ConnectorContext & { stored: Credentials[] } {
  const stored: Credentials[] = [];
  return { credentials, account, stored, onCredentialsRefreshed: async (next) => void stored.push(next) };
}
const query = (metrics: string[], dimension: string | null, more: Record<string, unknown> = {}) => ({
  config: { property: String(ACME_DOMAIN.id), metrics, ...(dimension ? { dimension } : {}), ...more },
  range: OCTOBER,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: AccuRankerSwitch) => state.setSwitch(name, true, {});
const acmeKeywords = () => domainKeywords(ACME_DOMAIN).map((keyword) => withRanks(keyword, { from: OCTOBER.startDate, to: OCTOBER.endDate }, todayIn('UTC')));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the AccuRanker fake', () => {
  it('shows its authorisation page, sends a cancelled consent back as access_denied, and refuses an unknown app', async () => {
    const url = `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read', state: 's1' })}`;
    const page = await (await fetch(url)).text();
    expect(page).toContain('Authorize Pulseboard to access your AccuRanker data?');
    expect(page).toContain('Read your accounts, domains, keywords and rankings');
    const back = await answerFakeConsent(url, { decision: 'cancel' });
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's1' });
    const unknownApp = await fetch(url.replace(`client_id=${provider.clientId}`, 'client_id=someone-else'));
    expect(unknownApp.status).toBe(400);
  });

  it('selects the fields asked for, strictly', async () => {
    const get = (path: string) => fetch(`${fake.base}/api/v4${path}`, { headers: { authorization: `Bearer ${alex.access_token}` } });
    const domains = await get('/domains/?fields=id,group.group_name');
    expect(await domains.json()).toEqual([
      { id: 149964, group: { group_name: 'Acme Outdoor' } },
      { id: 151877, group: { group_name: 'Helix CRM' } },
      { id: 150210, group: { group_name: 'Northwind' } },
    ]);
    const unknown = await get('/domains/149964/keywords/?fields=keyword,ranks.secret');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ detail: 'Unknown field: ranks.secret' });
    expect((await get('/domains/149964/keywords/?limit=5000')).status).toBe(400);
  });
});

describe('accuranker connector against the fake', () => {
  it('names the account the source is for, lists its domains by client, and refuses an account the user cannot open', async () => {
    expect(await connector().describeAccount!(context('acme agency'))).toBe('Acme Agency');
    expect(await connector().listProperties(context())).toEqual([
      { id: '149964', name: 'Acme Outdoor', group: 'Acme Outdoor' },
      { id: '151877', name: 'Helix CRM', group: 'Helix CRM' },
    ]);
    expect(await connector().listProperties(context('3102'))).toEqual([{ id: '150210', name: 'Northwind Coffee', group: 'Northwind' }]);
    const sam = await authorised(SAM);
    await expect(connector().listProperties(context('Acme Agency', sam))).rejects.toThrow(
      new SourceAuthError('AccuRanker: the user who authorised has no account named "Acme Agency" (theirs: Northwind Coffee).'),
    );
  });

  it("fills the engine, country and keyword lists from the domain's tracked keywords", async () => {
    expect(await connector().options(context(), 'searchEngine', { property: '149964' })).toEqual([
      { value: 'Google', label: 'Google' },
      { value: 'Bing', label: 'Bing' },
    ]);
    expect(await connector().options(context(), 'country', { property: '149964' })).toEqual([
      { value: 'US', label: 'United States' },
      { value: 'GB', label: 'United Kingdom' },
    ]);
    expect(await connector().options(context(), 'keyword', { property: '149964' })).toHaveLength(20);
    await expect(connector().options(context(), 'keyword', { property: '150210' })).rejects.toThrow(new SourceProviderError('Domain 150210 is not in the AccuRanker account Acme Agency.', 404));
  });

  it('averages ranked checks only, counts searches once per tracked keyword, and reads every keyword by engine and country', async () => {
    const keywords = acmeKeywords();
    const ranks = keywords.flatMap((keyword) => keyword.ranks.map((rank) => rank.rank));
    expect(ranks.filter((rank) => rank === null).length).toBeGreaterThan(0);
    const result = await connector().query(context(), query(['averagePosition', 'trackedKeywords', 'rankedKeywords', 'searchVolume'], 'searchEngine'));
    expect(result.rows.map((row) => row.dimension)).toEqual(['Google United States', 'Google United Kingdom', 'Bing United States', 'Bing United Kingdom']);
    expect(result.totals?.averagePosition).toBeCloseTo(mean(ranks.filter((rank): rank is number => rank !== null)), 9);
    expect(result.totals?.trackedKeywords).toBe(80);
    expect(result.totals?.searchVolume).toBe(keywords.reduce((sum, keyword) => sum + keyword.search_volume.search_volume, 0));
    expect(result.totals?.rankedKeywords).toBe(keywords.filter((keyword) => keyword.ranks.at(-1)!.rank !== null).length);
  });

  it('narrows to an engine, a country and a keyword, and tells its daily position', async () => {
    const result = await connector().query(context(), query(['position'], 'date', { searchEngine: 'Google', country: 'GB', keyword: 'camping gear' }));
    const tracked = acmeKeywords().find((keyword) => keyword.search_engine.name === 'Google' && keyword.search_locale.country_code === 'GB' && keyword.keyword === 'camping gear')!;
    expect(result.rows.map((row) => row.values.position ?? null)).toEqual(tracked.ranks.map((rank) => rank.rank));
  });

  it('refreshes an expired token and keeps the new one, and pages through tiny pages to the same answer', async () => {
    const whole = await connector().query(context(), query(['averagePosition', 'top10Keywords'], 'keyword'));
    await switchedOn('expired');
    await switchedOn('paging');
    const expiring = context();
    const paged = await connector().query(expiring, query(['averagePosition', 'top10Keywords'], 'keyword'));
    expect(paged).toEqual(whole);
    expect(expiring.stored).toHaveLength(1);
    expect(fake.requests.filter((request) => request.startsWith('POST') && request.includes('/oauth/token/'))).toHaveLength(1);
    // The refresh token it was given is spent (AccuRanker rotates them): the source goes on with the stored one.
    await expect(connector(3).query(context('Acme Agency', expiring.stored[0]), query(['averagePosition'], null))).rejects.toThrow(/AccuRanker has more than 3 pages/);
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('maps its switches: a revoked grant, the plan used up, throttling, an outage, and no keywords', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toBeInstanceOf(SourceAuthError);
    await state.reset();
    await switchedOn('out_of_credits');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toThrow(
      new SourceLimitError("AccuRanker: Your plan's API requests for this month are used up. Figures come back when the plan renews."),
    );
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toEqual(expect.objectContaining({ name: 'SourceQuotaError', retryAfterMs: 30_000 }));
    await expect(connector().listProperties(context())).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toThrow(new SourceProviderError('AccuRanker: HTTP 500', 500));
    await state.reset();
    await switchedOn('empty');
    expect((await connector().query(context(), query(['averagePosition', 'rankedKeywords'], 'keyword'))).rows).toEqual([]);
  });

  it('revokes the grant with the app credentials', async () => {
    const sam = await authorised(SAM);
    await revokeToken(provider, sam.refresh_token!);
    await expect(connector().listProperties(context('Northwind Coffee', sam))).rejects.toBeInstanceOf(SourceAuthError);
  });
});
