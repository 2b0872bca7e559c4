import { ConfigError, loadConfig } from '../../src/config.js';

describe('query engine settings', () => {
  it('cache answers 5 minutes (real time 30 s) within 64 MB, call a source 4 at a time and wait 30 s for it by default', () => {
    expect(loadConfig({}).query).toEqual({ cacheTtlMs: 300_000, realTimeCacheTtlMs: 30_000, cacheMaxBytes: 64 * 1024 * 1024, sourceConcurrency: 4, providerTimeoutMs: 30_000 });
  });

  it('read the environment, 0 turning the cache off, and refuse no concurrency at all', () => {
    expect(loadConfig({ QUERY_CACHE_TTL_SECONDS: '0', QUERY_REALTIME_CACHE_TTL_SECONDS: '10', QUERY_CACHE_MAX_MB: '2', QUERY_SOURCE_CONCURRENCY: '8', PROVIDER_TIMEOUT_SECONDS: '5' }).query).toEqual({
      cacheTtlMs: 0,
      realTimeCacheTtlMs: 10_000,
      cacheMaxBytes: 2 * 1024 * 1024,
      sourceConcurrency: 8,
      providerTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ QUERY_SOURCE_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ QUERY_CACHE_MAX_MB: '0' })).toThrow(ConfigError);
  });
});
