/** Where the AccuRanker fake is mounted on the API server. */
export const SANDBOX_ACCURANKER_PREFIX = '/sandbox/accuranker';

/**
 * app.accuranker.com as a path under the prefix, keeping AccuRanker's own
 * paths below: app.accuranker.com/oauth/authorize/ is
 * /sandbox/accuranker/app/oauth/authorize/, /api/v4/domains/ is
 * /sandbox/accuranker/app/api/v4/domains/.
 */
export const SANDBOX_ACCURANKER_APP = `${SANDBOX_ACCURANKER_PREFIX}/app`;

/** The AccuRanker OAuth app the fake knows: the sandbox needs no AccuRanker partner account. */
export const SANDBOX_ACCURANKER_CLIENT = { id: 'pulseboard-sandbox-accuranker', secret: 'pulseboard-sandbox-accuranker-client-secret' } as const;
