import { newSourceFrom } from '../src/routes/(signed-in)/api/sources/credentials-input.js';
import { narrowOptions } from '../src/routes/(signed-in)/api/sources/provider-calls.js';
import { ValidationFailed } from '../src/lib/errors.js';

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailed) return error.errors;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('the credentials each source type needs (spec §3)', () => {
  it('stores the sample-data source with no credentials', () => {
    expect(newSourceFrom({ kind: 'none', name: 'demo' })).toEqual({ kind: 'stored', account: null, credentials: null });
  });

  it('sends OAuth types to consent, and refuses another way in', () => {
    expect(newSourceFrom({ kind: 'oauth', name: 'google_analytics' })).toEqual({ kind: 'oauth', account: null });
    expect(fieldErrors(() => newSourceFrom({ kind: 'token', name: 'google_analytics', account: 'a', token: 't' }))).toEqual({ kind: ['Google Analytics 4 is not connected that way.'] });
  });

  it('keeps an account and a token for token types', () => {
    expect(newSourceFrom({ kind: 'token', name: 'rankranger', account: 'acme', token: 'k-123' })).toEqual({ kind: 'stored', account: 'acme', credentials: { token: 'k-123' } });
  });

  it("reads an SEO tool's account as the domains it reports on, public names only", () => {
    expect(newSourceFrom({ kind: 'token', name: 'semrush', account: 'https://WWW.Acme.com/, shop.acme.com shop.acme.com', token: 'k-123' })).toEqual({
      kind: 'stored',
      account: 'www.acme.com, shop.acme.com',
      credentials: { token: 'k-123' },
    });
    expect(fieldErrors(() => newSourceFrom({ kind: 'token', name: 'ahrefs_v3', account: 'acme', token: 'k-123' }))).toEqual({
      account: ['acme: Enter a website domain on the public internet, such as example.com.'],
    });
  });

  it('needs the site URL and "consumer key|consumer secret" for WooCommerce', () => {
    expect(newSourceFrom({ kind: 'token', name: 'woocommerce', account: 'https://shop.acme.test/wp/?page=1', token: 'ck_1|cs_2' })).toEqual({
      kind: 'stored',
      account: 'https://shop.acme.test/wp',
      credentials: { consumerKey: 'ck_1', consumerSecret: 'cs_2' },
    });
    expect(Object.keys(fieldErrors(() => newSourceFrom({ kind: 'token', name: 'woocommerce', account: 'shop.acme.test', token: 'ck_1' })))).toEqual(['account', 'token']);
    expect(Object.keys(fieldErrors(() => newSourceFrom({ kind: 'token', name: 'woocommerce', account: 'https://x.test', token: 'ck_1|cs_2|x' })))).toEqual(['token']);
    expect(fieldErrors(() => newSourceFrom({ kind: 'token', name: 'woocommerce', account: 'ftp://x.test', token: 'cs_2|ck_1' }))).toEqual({
      account: ['The account must be the URL of your store, like https://shop.example.com.'],
      token: ['The consumer key starts with ck_.', 'The consumer secret starts with cs_.'],
    });
  });

  it('needs an account before authorising AccuRanker', () => {
    expect(fieldErrors(() => newSourceFrom({ kind: 'oauth', name: 'accuranker' }))).toEqual({ account: ['The account field is required.'] });
    expect(newSourceFrom({ kind: 'oauth', name: 'accuranker', account: 'acme' })).toEqual({ kind: 'oauth', account: 'acme' });
  });
});

describe('option lists for the select input', () => {
  const options = Array.from({ length: 300 }, (_, index) => ({ value: `p${index}`, label: `Property ${index}` }));

  it('narrows by the search term, case-insensitively, and caps the list', () => {
    expect(narrowOptions(options, 'property 29', []).map((option) => option.value)).toEqual(['p29', ...Array.from({ length: 10 }, (_, i) => `p${290 + i}`)]);
    expect(narrowOptions(options, undefined, [])).toHaveLength(200);
  });

  it('always keeps the included (selected) values, first', () => {
    expect(
      narrowOptions(options, 'property 3', ['p250'])
        .slice(0, 2)
        .map((option) => option.value),
    ).toEqual(['p250', 'p3']);
    expect(narrowOptions(options, undefined, ['p299'])[0]?.value).toBe('p299');
  });
});
