import { z } from 'zod';
import { SourceAuthError, type ConnectorContext } from '../types.js';
import type { AccuRankerApi } from './client.js';

const accountSchema = z.object({
  id: z.number(),
  org_name: z.string(),
  groups: z.array(z.object({ group_name: z.string(), domains: z.array(z.object({ id: z.number(), domain: z.string(), display_name: z.string().nullish() })) })),
});
export type AccuRankerAccount = z.infer<typeof accountSchema>;

const ACCOUNT_FIELDS = ['id', 'org_name', 'groups.group_name', 'groups.domains.id', 'groups.domains.domain', 'groups.domains.display_name'];

const normalised = (text: string) => text.trim().toLowerCase();

/**
 * The AccuRanker account (organisation) the source is for: the one its
 * account names (by name or id), among those the authorised user may open
 * (an agency's own and its clients' sub-accounts). A grant that does not
 * open it is refused: the source needs an authorisation by someone who can.
 */
export async function sourceAccount(api: AccuRankerApi, context: ConnectorContext): Promise<AccuRankerAccount> {
  const accounts = await api.list(context, '/accounts/', ACCOUNT_FIELDS, {}, accountSchema);
  const named = normalised(context.account ?? '');
  const account = accounts.find((entry) => normalised(entry.org_name) === named || String(entry.id) === named);
  if (!account) {
    const theirs = accounts.map((entry) => entry.org_name).join(', ') || 'none';
    throw new SourceAuthError(`AccuRanker: the user who authorised has no account named "${context.account ?? ''}" (theirs: ${theirs}).`);
  }
  return account;
}

/** The account's domains, each with its group (the client it belongs to). */
export const accountDomains = (account: AccuRankerAccount) =>
  account.groups.flatMap((group) => group.domains.map((domain) => ({ id: String(domain.id), name: domain.display_name || domain.domain, group: group.group_name })));
