import { credentialCipher } from '../src/lib/credential-cipher.js';
import { SIGN_IN_FLOW_TTL_MS, signInCookies, type SignInIntent } from '../src/social/flow-cookie.js';
import type { ProviderIdentity } from '../src/social/identity.js';
import { decideLinking } from '../src/social/linking.js';

const identity = (overrides: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: 'google',
  subject: '104217300000000000001',
  email: 'robin@example.com',
  emailVerified: true,
  name: 'Robin',
  ...overrides,
});
const register: SignInIntent = { kind: 'register', registration: { plan: { coupons: [], dashboards: 25, interval: 1 }, consentedAt: '2026-11-24T10:00:00.000Z' } };
const login: SignInIntent = { kind: 'login' };
const link = (userId: number): SignInIntent => ({ kind: 'link', userId });

describe('who a provider answer signs in', () => {
  it('signs in the user the provider account is linked to, whichever screen it started from', () => {
    for (const intent of [register, login]) {
      expect(decideLinking({ intent, identity: identity(), linkedUserId: 7, emailOwner: { id: 9, hasProvider: false, joined: true } })).toEqual({ kind: 'sign_in', userId: 7 });
    }
  });

  it('links an existing account of the same e-mail only when the provider says the address is confirmed', () => {
    const facts = { intent: login, linkedUserId: null, emailOwner: { id: 9, hasProvider: false, joined: true } };
    expect(decideLinking({ ...facts, identity: identity() })).toEqual({ kind: 'link', userId: 9, signIn: true });
    expect(decideLinking({ ...facts, identity: identity({ emailVerified: false }) })).toEqual({ kind: 'refuse', outcome: 'verify_first' });
    expect(decideLinking({ ...facts, intent: register, identity: identity({ emailVerified: false }) })).toEqual({ kind: 'refuse', outcome: 'verify_first' });
  });

  it('does not take over an account that already has another account of this provider', () => {
    expect(decideLinking({ intent: login, identity: identity(), linkedUserId: null, emailOwner: { id: 9, hasProvider: true, joined: true } })).toEqual({ kind: 'refuse', outcome: 'linked_elsewhere' });
  });

  it('never signs in or links an invited teammate who has not joined: the invitation link is the way in', () => {
    for (const intent of [register, login]) {
      expect(decideLinking({ intent, identity: identity(), linkedUserId: null, emailOwner: { id: 9, hasProvider: false, joined: false } })).toEqual({ kind: 'refuse', outcome: 'invited' });
    }
  });

  it('never creates an account from the login screen, where no consent was given', () => {
    expect(decideLinking({ intent: login, identity: identity(), linkedUserId: null, emailOwner: null })).toEqual({ kind: 'refuse', outcome: 'no_account' });
  });

  it('creates an account for a confirmed new address, and asks for one to confirm by mail otherwise', () => {
    expect(decideLinking({ intent: register, identity: identity(), linkedUserId: null, emailOwner: null })).toEqual({ kind: 'create' });
    expect(decideLinking({ intent: register, identity: identity({ emailVerified: false }), linkedUserId: null, emailOwner: null })).toEqual({ kind: 'confirm_email' });
    expect(decideLinking({ intent: register, identity: identity({ email: null, emailVerified: false }), linkedUserId: null, emailOwner: null })).toEqual({ kind: 'confirm_email' });
  });

  it('links from the user page to the signed-in user only, never to the e-mail owner, and refuses an account linked to someone else', () => {
    expect(decideLinking({ intent: link(3), identity: identity({ emailVerified: false }), linkedUserId: null, emailOwner: { id: 9, hasProvider: false, joined: true } })).toEqual({
      kind: 'link',
      userId: 3,
      signIn: false,
    });
    expect(decideLinking({ intent: link(3), identity: identity(), linkedUserId: 9, emailOwner: null })).toEqual({ kind: 'refuse', outcome: 'linked_elsewhere' });
    expect(decideLinking({ intent: link(3), identity: identity(), linkedUserId: 3, emailOwner: null })).toEqual({ kind: 'link', userId: 3, signIn: false });
  });
});

describe('the sealed flow cookie', () => {
  const cipher = credentialCipher('11'.repeat(32));
  const state = 's'.repeat(43);
  let now = Date.parse('2026-11-24T10:00:00Z');
  const cookies = signInCookies(cipher, () => now);
  const sealed = cookies.sealFlow({ provider: 'google', state, codeVerifier: 'v'.repeat(43), intent: register });

  it('opens for the state and provider it was sealed with, and keeps the consents given', () => {
    expect(cookies.openFlow(sealed, 'google', state)).toMatchObject({ provider: 'google', intent: register });
  });

  it('is refused for another state, another provider, tampering, another key, or after its ten minutes', () => {
    expect(cookies.openFlow(sealed, 'google', 't'.repeat(43))).toBeUndefined();
    expect(cookies.openFlow(sealed, 'google', undefined)).toBeUndefined();
    expect(cookies.openFlow(sealed, 'facebook', state)).toBeUndefined();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(cookies.openFlow([version, iv, tag, flipped].join('.'), 'google', state)).toBeUndefined();
    expect(signInCookies(credentialCipher('22'.repeat(32)), () => now).openFlow(sealed, 'google', state)).toBeUndefined();
    now += SIGN_IN_FLOW_TTL_MS;
    expect(cookies.openFlow(sealed, 'google', state)).toBeUndefined();
  });

  it('cannot be passed off as the pending sign-up cookie', () => {
    expect(cookies.openPending(sealed)).toBeUndefined();
  });
});
