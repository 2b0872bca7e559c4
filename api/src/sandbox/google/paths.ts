/** Where the Google fakes are mounted on the API server. */
export const SANDBOX_GOOGLE_PREFIX = '/sandbox/google';

/**
 * Each Google host of the real APIs becomes a path under the prefix, keeping
 * the provider's own paths below it: accounts.google.com/o/oauth2/v2/auth is
 * /sandbox/google/o/oauth2/v2/auth, analyticsdata.googleapis.com/v1beta/... is
 * /sandbox/google/analyticsdata/v1beta/...
 */
export const SANDBOX_GOOGLE_HOSTS = {
  accounts: '',
  oauth2: '/oauth2',
  apis: '/googleapis',
  analyticsAdmin: '/analyticsadmin',
  analyticsData: '/analyticsdata',
  ads: '/googleads',
  businessAccounts: '/mybusinessaccountmanagement',
  businessInformation: '/mybusinessbusinessinformation',
  businessPerformance: '/businessprofileperformance',
  sheets: '/sheets',
} as const;

/** The OAuth client the fake knows: the sandbox needs no Google Cloud project. */
export const SANDBOX_GOOGLE_CLIENT = { id: 'pulseboard-sandbox.apps.googleusercontent.com', secret: 'GOCSPX-pulseboard-sandbox' } as const;
