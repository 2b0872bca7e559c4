import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { onboardingFlowSchema, socialProviderSchema, type SocialProvider } from '@pulseboard/shared/contracts';
import type { CredentialCipher } from '../lib/credential-cipher.js';

/** The sign-in in flight, from the button to the provider's return. */
export const SIGN_IN_FLOW_COOKIE = 'pulseboard_sign_in';
/** A registration waiting for its e-mail address (the provider shared no confirmed one). */
export const PENDING_SIGN_UP_COOKIE = 'pulseboard_sign_up';
/** Both cookies are only read below /register (the callback, the e-mail step): no other request carries them. */
export const SIGN_IN_COOKIE_PATH = '/register';

/** As long as an OAuth state (a person choosing an account and reading a consent screen), no longer. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60_000;
/** Time to type an address after coming back from the provider. */
export const PENDING_SIGN_UP_TTL_MS = 30 * 60_000;

const planSchema = z.object({
  coupons: z.array(z.string().max(64)).max(20),
  dashboards: z.number().int(),
  interval: z.union([z.literal(1), z.literal(12)]),
  cid: z.string().max(255).optional(),
  flow: z.optional(onboardingFlowSchema),
});

/** What a registration through a provider agreed to and asked for. */
const registrationIntentSchema = z.object({ plan: planSchema, consentedAt: z.iso.datetime() });

/** Why the flow started: to register (with the consents given), to sign in, or to link the provider to the signed-in user. */
const intentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('register'), registration: registrationIntentSchema }),
  z.object({ kind: z.literal('login') }),
  z.object({ kind: z.literal('link'), userId: z.number().int() }),
]);
export type SignInIntent = z.infer<typeof intentSchema>;

const flowSchema = z.object({ provider: socialProviderSchema, state: z.string().min(32), codeVerifier: z.string().optional(), intent: intentSchema, expiresAt: z.number() });
export type SignInFlow = z.infer<typeof flowSchema>;

const pendingSchema = z.object({
  provider: socialProviderSchema,
  subject: z.string().min(1),
  name: z.string(),
  /** The address the provider gave unconfirmed, offered in the e-mail field. */
  email: z.string().nullable(),
  registration: registrationIntentSchema,
  expiresAt: z.number(),
});
export type PendingSignUp = z.infer<typeof pendingSchema>;

/** Each cookie is sealed for its own purpose: one cannot be replayed as the other. */
const PURPOSE = { flow: 'sign-in-flow', pending: 'pending-sign-up' } as const;

function openSealed<T>(cipher: CredentialCipher, schema: z.ZodType<T>, sealed: string | undefined, purpose: string, now: number): T | undefined {
  if (!sealed) return undefined;
  try {
    const parsed = schema.safeParse(cipher.decrypt(sealed, purpose));
    if (!parsed.success) return undefined;
    return (parsed.data as { expiresAt: number }).expiresAt > now ? parsed.data : undefined;
  } catch {
    // Tampered with, sealed with another key, or not ours: as if there were none.
    return undefined;
  }
}

/**
 * The flow travels in the browser, sealed (AES-GCM: nobody can read the
 * PKCE verifier or change the consents), so any instance can finish it.
 * It binds the provider's return to the browser that started it: the state
 * coming back must be the one sealed in this browser's cookie.
 */
export function signInCookies(cipher: CredentialCipher, now: () => number = Date.now) {
  return {
    sealFlow: (flow: Omit<SignInFlow, 'expiresAt'>) => cipher.encrypt({ ...flow, expiresAt: now() + SIGN_IN_FLOW_TTL_MS }, PURPOSE.flow),

    /** The flow for this return, or undefined when the cookie is missing, expired, for another provider, or for another state. */
    openFlow(sealed: string | undefined, provider: SocialProvider, state: string | undefined): SignInFlow | undefined {
      const flow = openSealed(cipher, flowSchema, sealed, PURPOSE.flow, now());
      if (!flow || flow.provider !== provider || !state) return undefined;
      const expected = Buffer.from(flow.state);
      const given = Buffer.from(state);
      return expected.length === given.length && timingSafeEqual(expected, given) ? flow : undefined;
    },

    sealPending: (pending: Omit<PendingSignUp, 'expiresAt'>) => cipher.encrypt({ ...pending, expiresAt: now() + PENDING_SIGN_UP_TTL_MS }, PURPOSE.pending),
    openPending: (sealed: string | undefined) => openSealed(cipher, pendingSchema, sealed, PURPOSE.pending, now()),
  };
}
