import type { MetaSandboxState } from './state.js';

export interface MetaSandboxOptions {
  state: MetaSandboxState;
  /** The Meta app the fake accepts. */
  client: { id: string; secret: string };
  /** Named in the login dialog. */
  appName: string;
  /** Redirect URIs must start with this (Meta checks them against the app's Valid OAuth Redirect URIs); unset: any. */
  redirectUriPrefix?: string;
  /** The company that started the authorisation carrying this OAuth `state`, whose switches the tokens obey. */
  companyOfState?: (state: string) => Promise<number | undefined>;
}
