import type { AppConfig } from '../../config.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { SANDBOX_SALESFLARE_API_PATH } from '../../sandbox/salesflare/paths.js';

const SALESFLARE_API = 'https://api.salesflare.com';

/**
 * The Salesflare API in effect: SALESFLARE_API_URL, else the sandbox's fake
 * (over loopback) in sandbox mode, else Salesflare's own. Salesflare needs no
 * app of ours: each account connects with its own API key.
 */
export function salesflareApiUrl(config: AppConfig): string {
  const { sandbox, salesflare } = config.connectors;
  return salesflare.url ?? (sandbox ? `${loopbackUrl(config)}${SANDBOX_SALESFLARE_API_PATH}` : SALESFLARE_API);
}
