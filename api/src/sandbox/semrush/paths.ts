/**
 * Where the Semrush fake lives on the product's own address: api.semrush.com
 * is `{APP_URL}/sandbox/semrush/api` (domain reports at its root, backlink
 * reports at /analytics/v1/), www.semrush.com `{APP_URL}/sandbox/semrush/www`.
 */
export const SANDBOX_SEMRUSH_PREFIX = '/sandbox/semrush';
export const SANDBOX_SEMRUSH_API = `${SANDBOX_SEMRUSH_PREFIX}/api`;
export const SANDBOX_SEMRUSH_WWW = `${SANDBOX_SEMRUSH_PREFIX}/www`;
