import type { AppConfig } from '../../config.js';
import type { UserUrlPolicy } from '../../lib/user-url-fetch.js';
import { SANDBOX_STORES_PATH } from '../../sandbox/woocommerce/paths.js';
import { dnsLookup } from '../../whitelabel/dns-lookup.js';
import type { Connector } from '../types.js';
import { wooCommerceConnector } from './connector.js';
import { storeApi } from './store-api.js';

/** A store's page of 100 orders is some 300 KB; far more is not a store's answer. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

/**
 * How store addresses are fetched: asked of the configured DNS, public
 * addresses only over https (http too with USER_URLS_ALLOW_HTTP), and the
 * sandbox's own fake stores trusted as the product's own address.
 */
function storeUrlPolicy(config: AppConfig): UserUrlPolicy {
  const dns = dnsLookup({ servers: config.whitelabel.dnsServers, timeoutMs: config.whitelabel.dnsTimeoutMs });
  return {
    resolve: (host) => dns.addresses(host),
    allowHttp: config.connectors.userUrls.allowHttp,
    trustedPrefixes: config.connectors.sandbox ? [`${config.appUrl}${SANDBOX_STORES_PATH}/`] : [],
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_ANSWER_BYTES,
    maxRedirects: MAX_REDIRECTS,
  };
}

/** WooCommerce needs no app of ours: any store connects with its own keys. */
export const wooCommerceConnectors = (config: AppConfig): Connector[] => [wooCommerceConnector({ get: storeApi(storeUrlPolicy(config)) })];
