/**
 * Where the Serpstat fake lives on the product's own address: api.serpstat.com
 * is `{APP_URL}/sandbox/serpstat/api`, so its JSON-RPC endpoint /v4/ is
 * /sandbox/serpstat/api/v4/.
 */
export const SANDBOX_SERPSTAT_PREFIX = '/sandbox/serpstat';
export const SANDBOX_SERPSTAT_API = `${SANDBOX_SERPSTAT_PREFIX}/api`;
