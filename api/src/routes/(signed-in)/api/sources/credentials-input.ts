import { z } from 'zod';
import { oauthAccountSchema, SOURCE_TYPE_INFO, wooCommerceCredentialsSchema, type SourceCreate, type SourceType } from '@pulseboard/shared/contracts';
import { readTargets, targetsAccount } from '../../../../connectors/seo/targets.js';
import type { Credentials } from '../../../../connectors/types.js';
import { ValidationFailed } from '../../../../lib/errors.js';

/** How a new source is stored, once its form input is checked against its type's credential kind. */
export type NewSource = { kind: 'stored'; account: string | null; credentials: Credentials | null } | { kind: 'oauth'; account: string | null };

/** The input read by `schema`, or a 422 with its messages under the fields they are about. */
function checked<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const { fieldErrors } = z.flattenError(parsed.error);
  throw new ValidationFailed(Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))));
}

/** The account as stored: an SEO tool's domains read as public domain names (a 422 on the account otherwise), any other account as typed. */
function accountOf(type: SourceType, account: string): string {
  if (SOURCE_TYPE_INFO[type].account !== 'domains') return account;
  const read = readTargets(account);
  if ('problem' in read) throw new ValidationFailed({ account: [read.problem] });
  return targetsAccount(read.targets);
}

/**
 * Checks the input against its type's credential kind (spec §3): OAuth types
 * go through consent; account-plus-token types need both (the body's schema
 * saw to that), an SEO tool's account being its domains; WooCommerce needs
 * its site URL and "consumer key|consumer secret"; AccuRanker needs an
 * account, then OAuth.
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
      return { kind: 'oauth', ...checked(oauthAccountSchema, { account: input.account ?? '' }) };
    case 'token':
      if (input.kind !== 'token') throw wrongKind();
      return { kind: 'stored', account: accountOf(input.name, input.account), credentials: { token: input.token } };
    case 'woocommerce': {
      if (input.kind !== 'token') throw wrongKind();
      const { account, token } = checked(wooCommerceCredentialsSchema, input);
      return { kind: 'stored', account, credentials: token };
    }
  }
}
