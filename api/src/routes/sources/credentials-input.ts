import { SOURCE_TYPE_INFO, type SourceCreate, type SourceType } from '@pulseboard/shared/contracts';
import type { Credentials } from '../../connectors/types.js';
import { ValidationFailed } from '../../lib/errors.js';

/** How a new source is stored, once its form input is checked against its type's credential kind. */
export type NewSource = { kind: 'stored'; account: string | null; credentials: Credentials | null } | { kind: 'oauth'; account: string | null };

function wooCommerce(account: string, token: string): { account: string; credentials: Credentials } {
  const errors: Record<string, string[]> = {};
  let url: URL | null = null;
  try {
    url = new URL(account);
  } catch {
    /* reported below */
  }
  if (!url || !['https:', 'http:'].includes(url.protocol)) errors.account = ['The account must be the URL of your store, like https://shop.example.com.'];
  const [key, secret, ...rest] = token.split('|').map((part) => part.trim());
  if (!key?.startsWith('ck_') || !secret?.startsWith('cs_') || rest.length) {
    errors.token = ['The token must be your consumer key and consumer secret separated by a bar: ck_…|cs_…'];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return { account: (url as URL).origin, credentials: { consumerKey: key, consumerSecret: secret } };
}

/**
 * Checks the form of spec §3's credential kinds: OAuth types go through
 * consent; account-plus-token types need both; WooCommerce needs its site URL
 * and "consumer key|consumer secret"; AccuRanker needs an account, then OAuth.
 */
export function newSourceFrom(input: SourceCreate): NewSource {
  const info = SOURCE_TYPE_INFO[input.name as SourceType];
  const wrongKind = () => new ValidationFailed({ kind: [`${info.label} is not connected that way.`] });
  switch (info.credentials) {
    case 'none':
      if (input.kind !== 'none') throw wrongKind();
      return { kind: 'stored', account: null, credentials: null };
    case 'oauth':
      if (input.kind !== 'oauth') throw wrongKind();
      return { kind: 'oauth', account: null };
    case 'account_oauth':
      if (input.kind !== 'oauth') throw wrongKind();
      if (!input.account) throw new ValidationFailed({ account: ['The account field is required.'] });
      return { kind: 'oauth', account: input.account };
    case 'token':
      if (input.kind !== 'token') throw wrongKind();
      return { kind: 'stored', account: input.account, credentials: { token: input.token } };
    case 'woocommerce': {
      if (input.kind !== 'token') throw wrongKind();
      return { kind: 'stored', ...wooCommerce(input.account, input.token) };
    }
  }
}
