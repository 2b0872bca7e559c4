import type Stripe from 'stripe';
import { attemptPayment, type PaymentResult } from './charges.js';
import { cardError, invalidParameter, invalidRequest, type StripeApiError } from './errors.js';
import { intentOf } from './invoices.js';
import type { Params } from './params.js';
import { afterInvoiceFailed } from './subscription-billing.js';
import type { Work } from './work.js';

export type CollectionResult = PaymentResult | { outcome: { kind: 'no_payment_method' } };

/** The card an invoice is charged to: the invoice's, else its subscription's, else the customer's default. */
async function paymentMethodFor(work: Work, invoice: Stripe.Invoice): Promise<string | null> {
  if (invoice.default_payment_method) return invoice.default_payment_method as string;
  const subscriptionId = invoice.parent?.subscription_details?.subscription as string | undefined;
  const subscription = subscriptionId ? await work.find<Stripe.Subscription>(subscriptionId) : undefined;
  if (subscription?.default_payment_method) return subscription.default_payment_method as string;
  const customer = await work.get<Stripe.Customer>('customer', invoice.customer as string);
  return (customer.invoice_settings.default_payment_method as string | null) ?? null;
}

/**
 * Charges an open invoice without the customer (automatic collection, or
 * the server's invoices.pay), with the card given or the default one.
 * Without any card the attempt fails as Stripe's does (invoice.payment_failed).
 */
export async function collectInvoice(work: Work, invoice: Stripe.Invoice, paymentMethodId?: string): Promise<CollectionResult> {
  const intent = await intentOf(work, invoice);
  const methodId = paymentMethodId ?? (await paymentMethodFor(work, invoice));
  if (!intent || !methodId) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    work.put(invoice);
    work.emit('invoice.payment_failed', invoice);
    await afterInvoiceFailed(work, invoice);
    return { outcome: { kind: 'no_payment_method' } };
  }
  const method = await work.get<Stripe.PaymentMethod>('payment_method', methodId, 'payment_method');
  return attemptPayment(work, intent, method, { kind: 'off_session_payment' }, invoice);
}

/**
 * POST /v1/invoices/:id/pay: charges the card given or the default one
 * now. A decline answers 402 (the failed attempt is kept, as at Stripe); a
 * card asking for 3-D Secure answers 402 invoice_payment_intent_requires_action.
 */
export async function payInvoice(work: Work, id: string, params: Params): Promise<Stripe.Invoice | StripeApiError> {
  const invoice = await work.get<Stripe.Invoice>('invoice', id);
  const methodId = params.string('payment_method', { max: 100 });
  params.boolean('off_session');
  params.strings('expand', { max: 20 });
  params.finish();
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
  if (invoice.status !== 'open') throw invalidRequest(`You can only pay an open invoice. This invoice is ${invoice.status}.`);
  if (methodId !== undefined) {
    const method = await work.get<Stripe.PaymentMethod>('payment_method', methodId, 'payment_method');
    if (method.customer !== invoice.customer)
      throw invalidParameter('payment_method', `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`);
  } else if (!(await paymentMethodFor(work, invoice))) {
    throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.');
  }
  const result = await collectInvoice(work, invoice, methodId);
  if ('error' in result && result.error) return result.error;
  if (result.outcome.kind === 'requires_action') {
    return cardError({
      code: 'invoice_payment_intent_requires_action',
      message: 'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice.',
    });
  }
  return invoice;
}
