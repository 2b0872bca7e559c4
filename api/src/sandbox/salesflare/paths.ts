/** Where the Salesflare fake is mounted on the API server; its control panel is beside it, at /control. */
export const SANDBOX_SALESFLARE_PREFIX = '/sandbox/salesflare';

/** api.salesflare.com as a path under the prefix, keeping Salesflare's own paths below: /sandbox/salesflare/api/opportunities. */
export const SANDBOX_SALESFLARE_API_PATH = `${SANDBOX_SALESFLARE_PREFIX}/api`;
