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
  return null;
}
