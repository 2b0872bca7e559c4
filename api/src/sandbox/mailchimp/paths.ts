/** Where the Mailchimp fakes are mounted on the API server. */
export const SANDBOX_MAILCHIMP_PREFIX = '/sandbox/mailchimp';

/**
 * Mailchimp's hosts as paths under the prefix, keeping Mailchimp's own paths
 * below: login.mailchimp.com/oauth2/token is /sandbox/mailchimp/login/oauth2/token,
 * and a data centre's us6.api.mailchimp.com/3.0/reports is
 * /sandbox/mailchimp/api/us6/3.0/reports (the data centre a path segment).
 */
export const SANDBOX_MAILCHIMP_HOSTS = { login: '/login', api: '/api' } as const;

/** The Mailchimp app the fake knows: the sandbox needs no Mailchimp account. */
export const SANDBOX_MAILCHIMP_CLIENT = { id: '281950617493', secret: 'pulseboard-sandbox-mailchimp-client-secret' } as const;
