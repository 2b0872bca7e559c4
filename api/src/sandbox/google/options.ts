import type { GoogleSandboxState } from './state.js';

export interface GoogleSandboxOptions {
  state: GoogleSandboxState;
  /** The OAuth client the fake accepts. */
  client: { id: string; secret: string };
  /** Named on the consent screen. */
  appName: string;
  /** Redirect URIs must start with this (Google checks them against the client's registered ones); unset: any. */
  redirectUriPrefix?: string;
  /**
   * The company that started the authorisation carrying this OAuth `state`,
   * whose switches the grant will obey; unset or undefined: none (the fakes
   * on their own, in tests).
   */
  companyOfState?: (state: string) => Promise<number | undefined>;
}
