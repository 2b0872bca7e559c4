import { loadConfig, type AppConfig } from '../../src/config.js';
import { accuRankerSetup } from '../../src/connectors/accuranker/endpoints.js';
import { rankRangerApiUrl } from '../../src/connectors/rankranger/index.js';
import { seRankingApiUrl } from '../../src/connectors/seranking/index.js';
import { serpstatApiUrl } from '../../src/connectors/serpstat/index.js';
import { SANDBOX_ACCURANKER_CLIENT } from '../../src/sandbox/accuranker/paths.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });
/** Outside sandbox mode (a Google client turns the sandbox off by default). */
const REAL = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' };

describe('the Serpstat, Rank Ranger, SE Ranking and AccuRanker hosts', () => {
  it('are the sandbox fakes by default, over loopback, and the consent page through APP_URL', () => {
    const config = appConfig({ PORT: '18099', APP_URL: 'https://reports.example.com' });
    expect(serpstatApiUrl(config)).toBe('http://127.0.0.1:18099/sandbox/serpstat/api');
    expect(rankRangerApiUrl(config)).toBe('http://127.0.0.1:18099/sandbox/rankranger/api');
    expect(seRankingApiUrl(config)).toBe('http://127.0.0.1:18099/sandbox/seranking/api');
    expect(accuRankerSetup(config)).toEqual({
      client: SANDBOX_ACCURANKER_CLIENT,
      endpoints: { app: 'https://reports.example.com/sandbox/accuranker/app', api: 'http://127.0.0.1:18099/sandbox/accuranker/app' },
    });
  });

  it("are the providers' own outside the sandbox, AccuRanker only with an OAuth app of ours, and the overrides win", () => {
    const config = appConfig(REAL);
    expect([serpstatApiUrl(config), rankRangerApiUrl(config), seRankingApiUrl(config)]).toEqual(['https://api.serpstat.com', 'https://www.rankranger.com', 'https://api.seranking.com']);
    expect(accuRankerSetup(config)).toBeUndefined();
    expect(accuRankerSetup(appConfig({ ...REAL, ACCURANKER_CLIENT_ID: 'partner', ACCURANKER_CLIENT_SECRET: 'shh' }))).toEqual({
      client: { id: 'partner', secret: 'shh' },
      endpoints: { app: 'https://app.accuranker.com', api: 'https://app.accuranker.com' },
    });
    const overridden = appConfig({
      ...REAL,
      SERPSTAT_API_URL: 'http://127.0.0.1:9/serpstat/',
      RANKRANGER_API_URL: 'http://127.0.0.1:9/rankranger',
      SERANKING_API_URL: 'http://127.0.0.1:9/seranking',
      ACCURANKER_URL: 'http://127.0.0.1:9/accuranker',
      ACCURANKER_CLIENT_ID: 'partner',
      ACCURANKER_CLIENT_SECRET: 'shh',
    });
    expect([serpstatApiUrl(overridden), rankRangerApiUrl(overridden), seRankingApiUrl(overridden)]).toEqual([
      'http://127.0.0.1:9/serpstat',
      'http://127.0.0.1:9/rankranger',
      'http://127.0.0.1:9/seranking',
    ]);
    expect(accuRankerSetup(overridden)?.endpoints).toEqual({ app: 'http://127.0.0.1:9/accuranker', api: 'http://127.0.0.1:9/accuranker' });
    expect(() => loadConfig({ SERPSTAT_API_URL: 'not a url' })).toThrow('SERPSTAT_API_URL');
    expect(() => loadConfig({ ACCURANKER_CLIENT_ID: 'only-the-id' })).toThrow('ACCURANKER_CLIENT_SECRET');
  });
});
