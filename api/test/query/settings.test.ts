import { ConfigError, loadConfig } from '../../src/config.js';

describe('query engine settings', () => {
  it('cache answers 5 minutes (real time 30 s) and call a source 4 at a time by default', () => {
    expect(loadConfig({}).query).toEqual({ cacheTtlMs: 300_000, realTimeCacheTtlMs: 30_000, sourceConcurrency: 4 });
  });

  it('read the environment, 0 turning the cache off, and refuse no concurrency at all', () => {
    expect(loadConfig({ QUERY_CACHE_TTL_SECONDS: '0', QUERY_REALTIME_CACHE_TTL_SECONDS: '10', QUERY_SOURCE_CONCURRENCY: '8' }).query).toEqual({
      cacheTtlMs: 0,
      realTimeCacheTtlMs: 10_000,
      sourceConcurrency: 8,
    });
    expect(() => loadConfig({ QUERY_SOURCE_CONCURRENCY: '0' })).toThrow(ConfigError);
  });
});
