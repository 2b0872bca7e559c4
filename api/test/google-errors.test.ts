import { googleApiError } from '../src/connectors/google/errors.js';
import { parseFilter } from '../src/connectors/google/filter.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../src/connectors/types.js';

const error = (code: number, status: string, extra: Record<string, unknown> = {}) => ({ error: { code, message: 'm', status, ...extra } });
const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('googleApiError', () => {
  it('401 means the grant is dead', () => {
    expect(googleApiError(401, new Headers(), error(401, 'UNAUTHENTICATED'), NOW)).toBeInstanceOf(SourceAuthError);
  });

  it('403 asks for a new consent only for a missing scope, and is quota for the v3 rate limits', () => {
    const scope = error(403, 'PERMISSION_DENIED', { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }] });
    expect(googleApiError(403, new Headers(), scope, NOW)).toBeInstanceOf(SourceAuthError);
    const legacyScope = error(403, 'PERMISSION_DENIED', { errors: [{ reason: 'insufficientPermissions' }] });
    expect(googleApiError(403, new Headers(), legacyScope, NOW)).toBeInstanceOf(SourceAuthError);
    const property = googleApiError(403, new Headers(), error(403, 'PERMISSION_DENIED'), NOW);
    expect(property).toBeInstanceOf(SourceProviderError);
    expect(property).toMatchObject({ status: 403 });
    expect(googleApiError(403, new Headers(), error(403, 'PERMISSION_DENIED', { errors: [{ reason: 'userRateLimitExceeded' }] }), NOW)).toBeInstanceOf(SourceQuotaError);
  });

  it('429 is quota, waiting what Retry-After or RetryInfo says', () => {
    expect(googleApiError(429, new Headers({ 'retry-after': '12' }), error(429, 'RESOURCE_EXHAUSTED'), NOW)).toMatchObject({ retryAfterMs: 12_000 });
    expect(googleApiError(429, new Headers({ 'retry-after': new Date(NOW + 90_000).toUTCString() }), null, NOW)).toMatchObject({ retryAfterMs: 90_000 });
    const retryInfo = error(429, 'RESOURCE_EXHAUSTED', { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1.5s' }] });
    expect(googleApiError(429, new Headers(), retryInfo, NOW)).toMatchObject({ name: 'SourceQuotaError', retryAfterMs: 1500 });
    expect(googleApiError(429, new Headers(), 'not json', NOW)).toMatchObject({ name: 'SourceQuotaError', retryAfterMs: undefined });
  });

  it('5xx and bad requests are provider errors with their status', () => {
    expect(googleApiError(503, new Headers(), error(503, 'UNAVAILABLE'), NOW)).toMatchObject({ name: 'SourceProviderError', status: 503 });
    expect(googleApiError(500, new Headers(), '<html>', NOW)).toMatchObject({ name: 'SourceProviderError', status: 500, message: 'Google: HTTP 500' });
    expect(googleApiError(400, new Headers(), error(400, 'INVALID_ARGUMENT'), NOW)).toMatchObject({ name: 'SourceProviderError', status: 400 });
  });
});

describe('parseFilter', () => {
  it('reads clauses joined by ";", with an escaped ";" in a value', () => {
    expect(parseFilter(' country==France ; pagePath=@/blog;query!~^acme;pageTitle==Tea\\; biscuits ')).toEqual([
      { dimension: 'country', operator: 'equals', value: 'France' },
      { dimension: 'pagePath', operator: 'contains', value: '/blog' },
      { dimension: 'query', operator: 'notRegex', value: '^acme' },
      { dimension: 'pageTitle', operator: 'equals', value: 'Tea; biscuits' },
    ]);
    expect(parseFilter('customEvent:tier!=free')).toEqual([{ dimension: 'customEvent:tier', operator: 'notEquals', value: 'free' }]);
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter(undefined)).toEqual([]);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseFilter('country=France')).toThrow(/not valid/);
    expect(() => parseFilter('page=~(')).toThrow(/regular expression/);
  });
});
