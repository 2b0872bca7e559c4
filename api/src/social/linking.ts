import type { SocialOutcome } from '@pulseboard/shared/contracts';
import type { SignInIntent } from './flow-cookie.js';
import type { ProviderIdentity } from './identity.js';

/** What is known about the people a provider's answer could stand for. */
export interface LinkingFacts {
  intent: SignInIntent;
  identity: ProviderIdentity;
  /** The user this provider account is already linked to. */
  linkedUserId: number | null;
  /** The user whose e-mail is the identity's e-mail, whether they already have another account of this provider, and whether they have joined (hasJoined). */
  emailOwner: { id: number; hasProvider: boolean; joined: boolean } | null;
}

export type LinkingDecision =
  { kind: 'sign_in'; userId: number } | { kind: 'link'; userId: number; signIn: boolean } | { kind: 'create' } | { kind: 'confirm_email' } | { kind: 'refuse'; outcome: SocialOutcome };

/**
 * Who a provider's answer signs in, the rules that keep a provider account
 * from taking over someone else's (next-auth#519):
 * - a provider account already linked signs its user in, and only that user;
 * - linking from the user page links to the signed-in user, unless the
 *   provider account belongs to someone else;
 * - an invited teammate who has not joined is never linked or signed in: any
 *   company can invite any address, and the person would land in it unawares;
 *   the invitation's link is the way in;
 * - an existing account with the same e-mail is linked only when the provider
 *   says the address is confirmed; otherwise its owner must sign in with
 *   their password and link from the user page;
 * - a new registration needs a confirmed address, or one the person confirms
 *   through a mailed link; signing in never creates an account (the consents
 *   are given on the registration screen only).
 */
export function decideLinking({ intent, identity, linkedUserId, emailOwner }: LinkingFacts): LinkingDecision {
  if (intent.kind === 'link') {
    if (linkedUserId !== null && linkedUserId !== intent.userId) return { kind: 'refuse', outcome: 'linked_elsewhere' };
    return { kind: 'link', userId: intent.userId, signIn: false };
  }
  if (linkedUserId !== null) return { kind: 'sign_in', userId: linkedUserId };
  if (identity.email && emailOwner) {
    if (!emailOwner.joined) return { kind: 'refuse', outcome: 'invited' };
    if (!identity.emailVerified) return { kind: 'refuse', outcome: 'verify_first' };
    return emailOwner.hasProvider ? { kind: 'refuse', outcome: 'linked_elsewhere' } : { kind: 'link', userId: emailOwner.id, signIn: true };
  }
  if (intent.kind === 'login') return { kind: 'refuse', outcome: 'no_account' };
  return identity.emailVerified ? { kind: 'create' } : { kind: 'confirm_email' };
}
