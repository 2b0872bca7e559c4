import type { SubscriptionDetails } from '@pulseboard/shared';

type Card = NonNullable<SubscriptionDetails['card']>;

const BRAND_NAMES: Record<string, string> = { amex: 'American Express', diners: 'Diners Club', discover: 'Discover', jcb: 'JCB', mastercard: 'Mastercard', unionpay: 'UnionPay', visa: 'Visa' };

const brandName = (brand: string) => BRAND_NAMES[brand.toLowerCase()] ?? brand;

/** A card as the billing screens name it: "Visa ending in 4242". */
export const cardName = (card: Card): string => `${brandName(card.brand)} ending in ${card.last4}`;

/** Its expiry as printed on the card: "04/2030". */
export const cardExpiry = (card: Card): string => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
