import type Stripe from 'stripe';

/** Stripe sends decimal fields as strings ("1500"); the SDK's types brand them. */
export const decimal = (value: number) => String(value) as unknown as Stripe.Decimal;
