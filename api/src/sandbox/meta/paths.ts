/** Where the Meta fakes are mounted on the API server. */
export const SANDBOX_META_PREFIX = '/sandbox/meta';

/**
 * Meta's two hosts as paths under the prefix, keeping Meta's own paths below:
 * www.facebook.com/v25.0/dialog/oauth is /sandbox/meta/www/v25.0/dialog/oauth,
 * graph.facebook.com/v25.0/me is /sandbox/meta/graph/v25.0/me.
 */
export const SANDBOX_META_HOSTS = { www: '/www', graph: '/graph' } as const;

/** The Meta app the fake knows: the sandbox needs no Meta developer account. */
export const SANDBOX_META_APP = { id: '1234567890123456', secret: 'pulseboard-sandbox-meta-app-secret' } as const;
