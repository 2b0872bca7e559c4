import type Stripe from 'stripe';
import { invalidParameter } from './errors.js';
import { buildSetupIntent } from './intents.js';
import { applyMetadata, type Params } from './params.js';
import type { Work } from './work.js';

/** POST /v1/setup_intents: a card to be saved for later charges, confirmed in the browser (setup_intent.created). */
export async function createSetupIntent(work: Work, params: Params): Promise<Stripe.SetupIntent> {
  const customerId = params.string('customer', { max: 100 });
  const usage = params.choice('usage', ['off_session', 'on_session'] as const) ?? 'off_session';
  const types = params.strings('payment_method_types', { max: 5, maxLength: 30 });
  const metadata = applyMetadata({}, params.metadata());
  const description = params.string('description', { max: 1_000 }) ?? null;
  params.strings('expand', { max: 20 });
  params.finish();
  if (types.some((type) => type !== 'card')) throw invalidParameter('payment_method_types', 'The payment method types given are not supported here: only card is.');
  if (customerId !== undefined) await work.get<Stripe.Customer>('customer', customerId, 'customer');
  const intent = { ...buildSetupIntent(work, { customer: customerId ?? null, usage }), metadata, description };
  work.put(intent);
  work.emit('setup_intent.created', intent);
  return intent;
}
