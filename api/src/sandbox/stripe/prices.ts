import type Stripe from 'stripe';
import { decimal } from './decimal.js';
import { invalidParameter, missingParameter } from './errors.js';
import { newId } from './ids.js';
import type { Params } from './params.js';
import { withinThreeYears, type Recurrence } from './periods.js';
import type { Work } from './work.js';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const CURRENCY = /^[a-z]{3}$/;

export function buildProduct(work: Work, { id, name, description, metadata }: { id?: string; name: string; description?: string; metadata: Record<string, string> }): Stripe.Product {
  return {
    id: id ?? newId('product'),
    object: 'product',
    active: true,
    created: work.now,
    default_price: null,
    description: description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata,
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: work.now,
    url: null,
  };
}

/** The legacy Plan every subscription item still carries beside its Price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring as Stripe.Price.Recurring;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product as string,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/**
 * `price_data`: Stripe makes a new Price for it each time, archived at once
 * (`active: false`) since nothing else may use it. Only recurring,
 * per-unit prices are known here (what subscription items take).
 */
export async function priceFromData(work: Work, data: Params): Promise<Stripe.Price> {
  const currency = data.requiredString('currency', { max: 3 }).toLowerCase();
  if (!CURRENCY.test(currency)) throw invalidParameter(data.param('currency'), `Invalid currency: ${currency}. Stripe currently supports these currencies: usd, eur, gbp…`);
  const productId = data.requiredString('product', { max: 200 });
  await work.get<Stripe.Product>('product', productId, 'product');
  const unitAmount = data.integer('unit_amount', { min: 0, max: 99_999_999 });
  if (unitAmount === undefined) throw missingParameter(data.param('unit_amount'));
  const recurringParams = data.object('recurring');
  if (!recurringParams) throw missingParameter(data.param('recurring'));
  const interval = recurringParams.choice('interval', INTERVALS);
  if (!interval) throw missingParameter(recurringParams.param('interval'));
  const recurrence: Recurrence = { interval, interval_count: recurringParams.integer('interval_count', { min: 1, max: 1_095 }) ?? 1 };
  if (!withinThreeYears(recurrence)) throw invalidParameter(recurringParams.param('interval_count'), 'The maximum billing interval is three years (3 years, 36 months, or 156 weeks).');
  const price: Stripe.Price = {
    id: newId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: work.now,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: { ...recurrence, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: decimal(unitAmount),
  };
  return work.put(price);
}

export const recurrenceOf = (price: Stripe.Price): Recurrence => {
  const recurring = price.recurring as Stripe.Price.Recurring;
  return { interval: recurring.interval as Recurrence['interval'], interval_count: recurring.interval_count };
};
