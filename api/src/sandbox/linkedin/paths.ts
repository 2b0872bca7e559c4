/** Where the LinkedIn fakes are mounted on the API server. */
export const SANDBOX_LINKEDIN_PREFIX = '/sandbox/linkedin';

/**
 * LinkedIn's two hosts as paths under the prefix, keeping LinkedIn's own paths
 * below: www.linkedin.com/oauth/v2/authorization is
 * /sandbox/linkedin/www/oauth/v2/authorization, api.linkedin.com/rest/adAccounts
 * is /sandbox/linkedin/api/rest/adAccounts.
 */
export const SANDBOX_LINKEDIN_HOSTS = { www: '/www', api: '/api' } as const;

/** The LinkedIn app the fake knows: the sandbox needs no LinkedIn developer account. */
export const SANDBOX_LINKEDIN_CLIENT = { id: '78pulseboardsandbox', secret: 'pulseboard-sandbox-linkedin-marketing-secret' } as const;
