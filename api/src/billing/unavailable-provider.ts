import { HttpError } from '../lib/errors.js';
import type { BillingProvider } from './provider.js';

const NOT_CONFIGURED = 'Payments are not set up on this server: it needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.';

/** A deployment without Stripe keys and without the sandbox: every payment call says so (503), the rest of the product works. */
export function unavailableProvider(): BillingProvider {
  const refuse = (): never => {
    throw new HttpError(503, NOT_CONFIGURED);
  };
  return {
    browser: { key: '', script: '' },
    createCustomer: refuse,
    startSubscription: refuse,
    changeSubscription: refuse,
    currentSubscription: refuse,
    firstPayment: refuse,
    setCancelAtPeriodEnd: refuse,
    endSubscription: refuse,
    startCardSetup: refuse,
    useCard: refuse,
    cardOf: refuse,
    payOpenInvoices: refuse,
    parseWebhook: refuse,
  };
}
