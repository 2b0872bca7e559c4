/**
 * A faithful local fake of the Stripe API for the product's billing in
 * sandbox mode: customers, subscriptions with Stripe's prorations and
 * billing cycles, invoices, PaymentIntents and SetupIntents behaving like
 * Stripe's test cards, signed webhook events, a clock to move forward, and
 * a Stripe.js stand-in for the browser. Objects are kept as Stripe's JSON
 * in sandbox_stripe_objects.
 */
export { stripeBrowserRoutes } from './browser-routes.js';
export { StripeApiError } from './errors.js';
export { stripeSandboxKeys } from './keys.js';
export { SANDBOX_STRIPE_PREFIX, STRIPE_JS_PATH } from './paths.js';
export { listenStripeApi } from './server.js';
export { MAX_ADVANCE_SECONDS, StripeSandbox } from './state.js';
export { pgStripeObjectStore } from './store.js';
