/** Where the Ahrefs fake lives on the product's own address: api.ahrefs.com is `{APP_URL}/sandbox/ahrefs/api`, so API v3 is /sandbox/ahrefs/api/v3. */
export const SANDBOX_AHREFS_PREFIX = '/sandbox/ahrefs';
export const SANDBOX_AHREFS_API = `${SANDBOX_AHREFS_PREFIX}/api/v3`;
