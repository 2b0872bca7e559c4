import type { BillingInterval, SubscriptionState } from '@pulseboard/shared/contracts';
import { HttpError } from '../lib/errors.js';

/**
 * What the product asks of a card payment provider. One implementation
 * speaks to Stripe through its SDK (stripe-provider.ts); in the sandbox the
 * same implementation is pointed at the local fake of Stripe's API. Access is
 * granted only from the provider's signed webhook events (`parseWebhook`).
 */

export interface BillingCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The price a subscription's item carries: the net cents per dashboard (coupons taken off by the product's own pricing) and the interval. */
export interface ItemPrice {
  unitAmount: number;
  interval: BillingInterval;
}

/** A payment the customer must confirm in the browser: the secret for the provider's script, the invoice it pays and the amount. */
export interface PaymentToConfirm {
  clientSecret: string;
  invoiceId: string;
  amountDue: number;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  quantity: number;
  interval: BillingInterval;
  periodStart: Date | null;
  periodEnd: Date | null;
  defaultPaymentMethod: string | null;
}

export interface PaidInvoice {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string;
  /** subscription_create, subscription_cycle, subscription_update… */
  reason: string;
  amountPaid: number;
  paidAt: Date;
  /** The period the recurring line pays for (a proration's remaining part for an update). */
  periodStart: Date;
  periodEnd: Date;
  quantity: number;
  /** Null when the invoice alone does not say (a prorated part of a period). */
  interval: BillingInterval | null;
}

/** The provider's webhook events the product acts on, each with the time the provider made it. */
export type BillingEvent = { id: string; created: Date } & (
  | { type: 'subscription'; subscription: ProviderSubscription }
  | { type: 'invoice.paid'; invoice: PaidInvoice }
  | { type: 'invoice.payment_failed'; subscriptionId: string; invoiceId: string; reason: string }
  | { type: 'card.saved'; customerId: string; paymentMethodId: string }
  | { type: 'ignored'; providerType: string }
);

export interface BillingProvider {
  /** The publishable key and the script the browser confirms cards with. */
  readonly browser: { key: string; script: string };
  createCustomer(input: { email: string; firstName: string; lastName: string; companyId: number }): Promise<string>;
  /**
   * A subscription whose first invoice waits for the card payment the browser confirms, or, when coupons leave nothing
   * to pay, whose first invoice was paid as it was made (`paid`).
   */
  startSubscription(input: {
    customerId: string;
    companyId: number;
    price: ItemPrice;
    quantity: number;
  }): Promise<{ subscriptionId: string } & ({ payment: PaymentToConfirm; paid: null } | { payment: null; paid: PaidInvoice })>;
  /** Changes quantity or price: prorated and invoiced at once, or from the next renewal on. Answers a payment to confirm when the bank asks for it. */
  changeSubscription(subscriptionId: string, change: { price: ItemPrice; quantity: number; now: boolean }): Promise<PaymentToConfirm | null>;
  /** The subscription as the provider holds it now; null when it has none by that id. */
  currentSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /**
   * The subscription as the provider holds it now, with its first invoice when that is paid (read as its invoice.paid
   * webhook carries it): whether a first payment went through while its webhook is still on its way. Null when the
   * provider has no subscription by that id.
   */
  firstPayment(subscriptionId: string): Promise<{ subscription: ProviderSubscription; paid: PaidInvoice | null } | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends a subscription at once (dunning gave up). */
  endSubscription(subscriptionId: string): Promise<void>;
  startCardSetup(customerId: string): Promise<string>;
  /** Makes a saved card the one the customer and the subscription are charged with; answers the card. */
  useCard(customerId: string, subscriptionId: string | null, paymentMethodId: string): Promise<BillingCard>;
  cardOf(paymentMethodId: string): Promise<BillingCard | null>;
  /** Tries the customer's open invoices again with the card now on file (after a failed renewal). */
  payOpenInvoices(customerId: string): Promise<void>;
  /** Verifies the signature on the raw body and reads the event; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): BillingEvent;
}

/** A refusal of the provider the user can act on (a declined card): answered 402 with the provider's words. */
export class ProviderRefused extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}
