import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits, as Stripe's ids and secrets are made of. */
export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length * 2);
  let text = '';
  // 248 is the largest multiple of 62 below 256: bytes above it are skipped so every character is equally likely.
  for (const byte of bytes) {
    if (byte < 248) text += ALPHABET[byte % 62];
    if (text.length === length) return text;
  }
  return text + randomAlphanumeric(length - text.length);
}

/** Stripe's id prefixes, with the length of the random part Stripe's ids have. */
const ID_SHAPES = {
  customer: ['cus_', 14],
  product: ['prod_', 14],
  price: ['price_1', 23],
  subscription: ['sub_1', 23],
  subscriptionItem: ['si_', 14],
  invoice: ['in_1', 23],
  invoiceItem: ['ii_1', 23],
  invoiceLine: ['il_1', 23],
  invoicePayment: ['inpay_1', 23],
  paymentIntent: ['pi_3', 23],
  setupIntent: ['seti_1', 23],
  paymentMethod: ['pm_1', 23],
  charge: ['ch_3', 23],
  event: ['evt_1', 23],
  request: ['req_', 14],
  source: ['src_1', 23],
  fingerprint: ['', 16],
} as const;

export type IdKind = keyof typeof ID_SHAPES;

export function newId(kind: IdKind): string {
  const [prefix, length] = ID_SHAPES[kind];
  return `${prefix}${randomAlphanumeric(length)}`;
}

/** `pi_…_secret_…`, `seti_…_secret_…`: what the browser confirms an intent with. */
export const clientSecretFor = (intentId: string) => `${intentId}_secret_${randomAlphanumeric(25)}`;
