import { todayIn } from '@pulseboard/shared/dates';
import { rankRangerApi } from '../../src/connectors/rankranger/client.js';
import { rankRangerConnector } from '../../src/connectors/rankranger/connector.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../../src/connectors/types.js';
import { RANKRANGER_CAMPAIGNS } from '../../src/sandbox/rankranger/fixtures.js';
import { rankRangerSandbox, RankRangerSandboxState, type RankRangerSwitch } from '../../src/sandbox/rankranger/index.js';
import { SANDBOX_RANKRANGER_API } from '../../src/sandbox/rankranger/paths.js';
import { campaignRanks } from '../../src/sandbox/rankranger/rank-model.js';
import { listenFakes } from '../helpers/fake-consent.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const [ACME, HELIX] = RANKRANGER_CAMPAIGNS as [(typeof RANKRANGER_CAMPAIGNS)[0], (typeof RANKRANGER_CAMPAIGNS)[0]];

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: RankRangerSandboxState;
beforeAll(async () => {
  state = new RankRangerSandboxState();
  fake = await listenFakes(rankRangerSandbox, { state, prefix: SANDBOX_RANKRANGER_API });
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

const connector = (maxPages?: number) => rankRangerConnector({ call: rankRangerApi(fake.base), maxPages });
const context = (token = state.keyFor(null)): ConnectorContext => ({ credentials: { token }, account: 'Agency', onCredentialsRefreshed: async () => undefined });
const query = (campaign: string, metrics: string[], dimension: string | null, more: Record<string, unknown> = {}) => ({
  config: { property: campaign, metrics, ...(dimension ? { dimension } : {}), ...more },
  range: OCTOBER,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: RankRangerSwitch) => state.setSwitch(name, true, {});
const ranksOf = (campaign: typeof ACME, engines = campaign.engines) => campaignRanks(campaign, engines, OCTOBER.startDate, OCTOBER.endDate, todayIn('UTC'));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the Rank Ranger fake', () => {
  it('answers XML unless asked for JSON, and names its errors', async () => {
    const key = state.keyFor(null);
    const xml = await fetch(`${fake.base}/api/v2/?package_campaigns&key=${key}`);
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await xml.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><response><result><row><campaign_id>870112<\/campaign_id><campaign_name>Acme Outdoor<\/campaign_name>/);
    const json = await fetch(`${fake.base}/api/v2/?package_campaigns&key=${key}&output=json`);
    expect(((await json.json()) as { result: unknown[] }).result[1]).toEqual({ campaign_id: '870245', campaign_name: 'Helix CRM', domain: 'helixcrm.io' });
    const unknown = await fetch(`${fake.base}/api/v2/?everything&key=${key}&output=json`);
    expect(await unknown.json()).toEqual({ error: { code: 105, message: 'Unknown API method' } });
    const otherDomain = await fetch(`${fake.base}/api/v2/?rank&key=${key}&campaign_id=870112&domain=elsewhere.com&start_date=2026-10-01&end_date=2026-10-02&output=json`);
    expect(otherDomain.status).toBe(400);
  });
});

describe('rank ranger connector against the fake', () => {
  it("lists the package's campaigns with their domains, and refuses a wrong key", async () => {
    expect(await connector().listProperties(context())).toEqual([
      { id: '870112', name: 'Acme Outdoor', group: 'acme-outdoor.com' },
      { id: '870245', name: 'Helix CRM', group: 'helixcrm.io' },
    ]);
    await expect(connector().listProperties(context('rr-wrong.key'))).rejects.toThrow(new SourceAuthError('Rank Ranger: Invalid API key'));
    expect(await connector().options(context(), 'searchEngine', { property: '870112' })).toEqual([
      { value: '1', label: 'Google USA' },
      { value: '14', label: 'Google UK' },
    ]);
    expect(await connector().options(context(), 'keyword', { property: '870245' })).toContainEqual({ value: 'crm software', label: 'crm software' });
  });

  it('reads the JSON output of the rank method into positions, unranked checks left out of every average', async () => {
    const rows = ranksOf(ACME);
    expect(rows.some((row) => row.rank === 0)).toBe(true);
    const result = await connector().query(context(), query('870112', ['averagePosition', 'rankedKeywords', 'top3Keywords', 'keywordsUp', 'keywordsDown'], 'date'));
    expect(result.rows).toHaveLength(31);
    expect(result.totals?.averagePosition).toBeCloseTo(mean(rows.filter((row) => row.rank > 0).map((row) => row.rank)), 9);
    const lastDay = rows.filter((row) => row.date === OCTOBER.endDate);
    expect(result.totals).toMatchObject({ rankedKeywords: lastDay.filter((row) => row.rank > 0).length, top3Keywords: lastDay.filter((row) => row.rank > 0 && row.rank <= 3).length });
    expect(fake.requests.every((request) => request.includes('output=json'))).toBe(true);
    expect(fake.requests.find((request) => request.includes('?rank'))).toContain('domain=acme-outdoor.com');
  });

  it('leaves the days between the checks of a weekly campaign without figures', async () => {
    const rows = ranksOf(HELIX);
    const checkDays = [...new Set(rows.map((row) => row.date))];
    expect(checkDays).toHaveLength(4);
    const result = await connector().query(context(), query('870245', ['rankedKeywords', 'position'], 'date'));
    const withFigures = result.rows.filter((row) => Object.keys(row.values).length > 0).map((row) => row.dimension);
    expect(withFigures).toEqual(checkDays);
    const latest = rows.filter((row) => row.date === checkDays.at(-1) && row.rank > 0);
    expect(result.totals?.rankedKeywords).toBe(latest.length);
    expect(result.totals?.position).toBeCloseTo(mean(latest.map((row) => row.rank)), 9);
  });

  it('splits by search engine, and narrows to one engine or one keyword', async () => {
    const engines = await connector().query(context(), query('870112', ['trackedKeywords'], 'searchEngine'));
    expect(engines.rows).toEqual([
      { dimension: 'Google USA', values: { trackedKeywords: 20 } },
      { dimension: 'Google UK', values: { trackedKeywords: 20 } },
    ]);
    const uk = await connector().query(context(), query('870112', ['positionChange', 'averagePosition'], 'keyword', { searchEngine: '14', keyword: 'camping gear' }));
    const checks = ranksOf(ACME, [ACME.engines[1]!]).filter((row) => row.keyword === 'camping gear');
    const [first, last] = [checks[0]!.rank, checks.at(-1)!.rank];
    expect(uk.rows).toHaveLength(1);
    expect(uk.totals?.positionChange).toBe(first > 0 && last > 0 ? first - last : 0);
    expect(fake.requests.findLast((request) => request.includes('?rank'))).toContain('se_id=14');
  });

  it('follows total_pages through tiny pages, within the page budget', async () => {
    const whole = await connector().query(context(), query('870245', ['averagePosition', 'rankedKeywords'], 'keyword'));
    await switchedOn('paging');
    fake.requests.length = 0;
    const paged = await connector().query(context(), query('870245', ['averagePosition', 'rankedKeywords'], 'keyword'));
    expect(paged).toEqual(whole);
    expect(fake.requests.filter((request) => request.includes('?rank'))).toHaveLength(8);
    await expect(connector(3).query(context(), query('870245', ['averagePosition'], null))).rejects.toThrow(/Rank Ranger has more than 3 pages/);
  });

  it("maps its switches: a reset key, the month's calls used up, too many calls, an outage, and no checks", async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query('870112', ['averagePosition'], null))).rejects.toThrow(new SourceAuthError('Rank Ranger: Invalid API key'));
    await state.reset();
    await state.setSwitch('out_of_credits', true, { account: 'acme-outdoor.com' });
    const limited = connector().query(context(), query('870112', ['averagePosition'], null));
    await expect(limited).rejects.toBeInstanceOf(SourceLimitError);
    await expect(limited).rejects.toThrow("Rank Ranger: The package's API calls for this month are used up. The package's API calls renew next month.");
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query('870112', ['averagePosition'], null))).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query('870112', ['averagePosition'], null))).rejects.toThrow(new SourceProviderError('Rank Ranger: Internal error', 500));
    await state.reset();
    await switchedOn('empty');
    const empty = await connector().query(context(), query('870112', ['averagePosition', 'trackedKeywords'], null));
    expect(empty.totals).toEqual({ trackedKeywords: 0 });
    await expect(connector().query(context(), query('999', ['averagePosition'], null))).rejects.toThrow(new SourceProviderError('This campaign is no longer in the Rank Ranger package.', 404));
  });
});
