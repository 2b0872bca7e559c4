import { hkdfSync } from 'node:crypto';

export interface StripeSandboxKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** HKDF-SHA256 of APP_KEY for one use, as lib/keys derives the app's own keys, in Stripe's key alphabet. */
function derive(appKey: string, use: string, length: number): string {
  return Buffer.from(hkdfSync('sha256', appKey, 'pulseboard', `pulseboard/stripe-sandbox/${use}`, 48))
    .toString('base64url')
    .replace(/[-_]/g, '')
    .slice(0, length);
}

/**
 * The fake Stripe account's keys, derived from APP_KEY so they stay the same
 * across restarts (a saved subscription keeps working) and differ between
 * installations. Each is derived on its own: the publishable key, which
 * every browser sees, says nothing about the other two.
 */
export function stripeSandboxKeys(appKey: string): StripeSandboxKeys {
  return {
    secretKey: `sk_test_sandbox_${derive(appKey, 'secret-key', 40)}`,
    publishableKey: `pk_test_sandbox_${derive(appKey, 'publishable-key', 40)}`,
    webhookSecret: `whsec_${derive(appKey, 'webhook-secret', 32)}`,
  };
}
