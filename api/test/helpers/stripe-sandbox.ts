import type { FastifyInstance } from 'fastify';

/** The sandbox's fake Stripe of a test app. */
export function stripeSandbox(app: FastifyInstance) {
  const handle = app.sandbox?.stripe;
  if (!handle) throw new Error('the Stripe sandbox is not running');
  return handle;
}

/**
 * What Stripe.js posts to confirm a card payment or a card setup with a card
 * typed in its inputs: the publishable key, the intent's client secret and
 * the card.
 */
export function confirmCard(app: FastifyInstance, kind: 'payment_intents' | 'setup_intents', clientSecret: string, number: string, key = stripeSandbox(app).publishableKey) {
  const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  return app.inject({
    method: 'POST',
    url: `/sandbox/stripe/v1/${kind}/${intent}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      key,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Ada Lovelace',
      use_stripe_sdk: 'true',
    }).toString(),
  });
}
