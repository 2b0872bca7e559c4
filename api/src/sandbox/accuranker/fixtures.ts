import accounts from './fixtures/accounts.json' with { type: 'json' };
import type { FakeUser } from '../fake-grants.js';

/** An AccuRanker login and the accounts (organisations) it may open: an agency's own and its clients' sub-accounts. */
export interface AccuRankerUser extends FakeUser {
  organizations: number[];
}

/** A tracked domain: since when, and on which engines and in which locales each of its keywords is tracked. */
export interface AccuRankerDomain {
  id: number;
  domain: string;
  display_name: string;
  trackingSince: string;
  engines: string[];
  locales: Array<{ id: number; country_code: string; locale: string }>;
}

export interface AccuRankerOrganization {
  id: number;
  org_name: string;
  groups: Array<{ id: number; group_name: string; domains: AccuRankerDomain[] }>;
}

export const ACCURANKER_USERS: readonly AccuRankerUser[] = accounts.users;
export const ACCURANKER_ORGANIZATIONS: readonly AccuRankerOrganization[] = accounts.organizations;
