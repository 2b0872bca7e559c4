/**
 * Where the Zendesk Sell fake is mounted on the API server. Sell answers its
 * OAuth and its API on one host (api.getbase.com), so its paths follow the
 * prefix as they are: /sandbox/zendesk-sell/oauth2/authorize, /sandbox/zendesk-sell/v2/deals.
 */
export const SANDBOX_ZENDESK_SELL_PREFIX = '/sandbox/zendesk-sell';

/** The Zendesk Sell OAuth app the fake knows: the sandbox needs no Zendesk developer account. */
export const SANDBOX_ZENDESK_SELL_CLIENT = { id: 'pulseboard-sandbox-sell', secret: 'pulseboard-sandbox-zendesk-sell-secret' } as const;
