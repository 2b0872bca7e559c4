import type { FastifyInstance } from 'fastify';
import type { SourceType } from '@pulseboard/shared/contracts';
import { sandboxStoreUrl } from './woocommerce/paths.js';

/** The fake store a new company is offered first. */
const FIRST_STORE = 'acme-outdoor';

/**
 * In sandbox mode, the account and token a company can connect a token
 * type's fake with (the connect form offers to fill them in); null for the
 * other types, and outside sandbox mode.
 */
export function sandboxCredentialsOf(app: FastifyInstance, type: SourceType, companyId: number): { account: string; token: string } | null {
  if (!app.sandbox) return null;
  if (type === 'woocommerce') {
    const { consumerKey, consumerSecret } = app.sandbox.woocommerce.keysFor(companyId, FIRST_STORE);
    return { account: sandboxStoreUrl(app.config.appUrl, FIRST_STORE), token: `${consumerKey}|${consumerSecret}` };
  }
  if (type === 'salesflare') {
    // The first fixture user's team; the account is the e-mail they sign in to Salesflare with.
    const { salesflare } = app.sandbox;
    const user = salesflare.users[0]!;
    return { account: user.email, token: salesflare.keyFor(companyId, user) };
  }
  if (type === 'semrush' || type === 'ahrefs_v3' || type === 'serpstat') {
    // The fake's first two domains, as a user types the sites to report on; the key carries the company.
    const fake = { semrush: app.sandbox.semrush, ahrefs_v3: app.sandbox.ahrefs, serpstat: app.sandbox.serpstat }[type];
    return {
      account: fake.users
        .slice(0, 2)
        .map((user) => user.email)
        .join(', '),
      token: fake.keyFor(companyId),
    };
  }
  if (type === 'rankranger' || type === 'seranking') {
    // Their projects come from the account itself: the account is only its name.
    return { account: 'Acme Agency', token: app.sandbox[type].keyFor(companyId) };
  }
  if (type === 'accuranker') {
    // Connected through the consent page: the account a fixture user can open, and no token.
    return { account: 'Acme Agency', token: '' };
  }
  return null;
}
