/** Where the TikTok fakes are mounted on the API server. */
export const SANDBOX_TIKTOK_PREFIX = '/sandbox/tiktok';

/**
 * TikTok's one host (business-api.tiktok.com: the consent page under
 * /portal/auth, the Marketing API under /open_api) as a path under the
 * prefix, keeping TikTok's own paths below it.
 */
export const SANDBOX_TIKTOK_HOST = '/business-api';

/** The TikTok developer app the fake knows: the sandbox needs no TikTok for Business account. */
export const SANDBOX_TIKTOK_APP = { id: '7390000000000000001', secret: 'pulseboard-sandbox-tiktok-app-secret' } as const;
