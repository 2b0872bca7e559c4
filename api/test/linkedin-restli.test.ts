import { encodeRestli, restliDate, restliQuery, type RestliValue } from '../src/connectors/linkedin_api/restli.js';
import { parseRestli, restliRequest, RestliSyntaxError } from '../src/sandbox/linkedin/restli-query.js';

describe('Rest.li 2.0 query encoding', () => {
  it("writes dates, lists of URNs and time intervals as LinkedIn's documentation shows them", () => {
    expect(encodeRestli({ start: restliDate('2024-01-01'), end: restliDate('2024-01-31') })).toBe('(start:(year:2024,month:1,day:1),end:(year:2024,month:1,day:31))');
    expect(encodeRestli(['urn:li:sponsoredAccount:507000000'])).toBe('List(urn%3Ali%3AsponsoredAccount%3A507000000)');
    expect(encodeRestli({ timeRange: { start: 1704067200000, end: 1706745600000 }, timeGranularityType: 'DAY' })).toBe('(timeRange:(start:1704067200000,end:1706745600000),timeGranularityType:DAY)');
    expect(encodeRestli({ status: { values: ['ACTIVE', 'CANCELED'] } })).toBe('(status:(values:List(ACTIVE,CANCELED)))');
  });

  it("escapes Rest.li's reserved characters and what a URL must escape inside values, and writes the empty string and empty list", () => {
    expect(encodeRestli("a (b), c: d's & e=f")).toBe('a%20%28b%29%2C%20c%3A%20d%27s%20%26%20e%3Df');
    expect(encodeRestli('')).toBe("''");
    expect(encodeRestli([])).toBe('List()');
    expect(encodeRestli({})).toBe('()');
    expect(() => encodeRestli(Number.NaN)).toThrow(RangeError);
  });

  it('builds a query with the fields projection unencoded', () => {
    expect(restliQuery({ q: 'analytics', accounts: ['urn:li:sponsoredAccount:1'] }, ['dateRange', 'impressions'])).toBe(
      'q=analytics&accounts=List(urn%3Ali%3AsponsoredAccount%3A1)&fields=dateRange,impressions',
    );
    expect(restliQuery({})).toBe('');
  });

  it("reads back what it writes, through the fake's strict reader", () => {
    const values: RestliValue[] = [
      { start: { year: '2026', month: '2', day: '28' }, end: { year: '2026', month: '3', day: '1' } },
      ['urn:li:sponsoredCampaign:1', 'urn:li:sponsoredCampaign:2'],
      { a: ['x', { b: '' }], 'key with space': 'v,(w):x' },
      'plain',
    ];
    for (const value of values) expect(parseRestli(encodeRestli(value))).toEqual(value);
    const request = restliRequest(`/rest/adAnalytics?${restliQuery({ q: 'analytics', dateRange: { start: restliDate('2026-01-05') } }, ['impressions', 'clicks'])}`);
    expect(Object.fromEntries(request.params)).toEqual({ q: 'analytics', dateRange: { start: { year: '2026', month: '1', day: '5' } } });
    expect(request.fields).toEqual(['impressions', 'clicks']);
  });

  it('refuses what LinkedIn would refuse: raw reserved characters in values, unbalanced parentheses, repeated keys and parameters, bad escapes', () => {
    expect(Object.getPrototypeOf(parseRestli('(__proto__:(polluted:yes))'))).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const text of ['List(urn:li:x:1)', '(a:1', 'List(a,b', '(a:1,a:2)', '(a:1))', 'a%zz', '(:1)', "it's", 'List(a,)']) {
      expect(() => parseRestli(text)).toThrow(RestliSyntaxError);
    }
    expect(() => restliRequest('/rest/x?q=a&q=b')).toThrow(RestliSyntaxError);
    expect(() => restliRequest('/rest/x?q')).toThrow(RestliSyntaxError);
    expect(() => restliRequest('/rest/x?%zz=1')).toThrow(RestliSyntaxError);
  });
});
