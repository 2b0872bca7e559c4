import type Stripe from 'stripe';
import { invalidParameter } from './errors.js';
import { newId, randomAlphanumeric } from './ids.js';
import { applyMetadata, type Params } from './params.js';
import type { PreviousAttributes, Work } from './work.js';

/** POST /v1/customers (customer.created). */
export function createCustomer(work: Work, params: Params): Stripe.Customer {
  const email = params.string('email', { max: 512 }) ?? null;
  const name = params.string('name', { max: 256 }) ?? null;
  const description = params.string('description', { max: 350 }) ?? null;
  const phone = params.string('phone', { max: 20 }) ?? null;
  const metadata = applyMetadata({}, params.metadata());
  params.strings('expand', { max: 20 });
  params.finish();
  const customer: Stripe.Customer = {
    id: newId('customer'),
    object: 'customer',
    address: null,
    balance: 0,
    created: work.now,
    currency: null,
    default_source: null,
    delinquent: false,
    description,
    discount: null,
    email,
    invoice_prefix: randomAlphanumeric(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata,
    name,
    next_invoice_sequence: 1,
    phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  work.put(customer);
  work.emit('customer.created', customer);
  return customer;
}

/** POST /v1/customers/:id (customer.updated with what changed). */
export async function updateCustomer(work: Work, id: string, params: Params): Promise<Stripe.Customer> {
  const customer = await work.get<Stripe.Customer>('customer', id);
  const email = params.string('email', { max: 512 });
  const name = params.string('name', { max: 256 });
  const description = params.string('description', { max: 350 });
  const metadata = params.metadata();
  const invoiceSettings = params.object('invoice_settings');
  const defaultMethodId = invoiceSettings?.string('default_payment_method', { max: 100 });
  params.strings('expand', { max: 20 });
  params.finish();

  const previous: PreviousAttributes = {};
  const change = <K extends 'email' | 'name' | 'description'>(field: K, value: string | undefined) => {
    if (value === undefined || (value || null) === customer[field]) return;
    previous[field] = customer[field];
    customer[field] = (value || null) as Stripe.Customer[K];
  };
  change('email', email);
  change('name', name);
  change('description', description);
  if (metadata) {
    const next = applyMetadata(customer.metadata, metadata);
    if (JSON.stringify(next) !== JSON.stringify(customer.metadata)) [previous.metadata, customer.metadata] = [customer.metadata, next];
  }
  if (defaultMethodId !== undefined) {
    let next: string | null = null;
    if (defaultMethodId !== '') {
      const method = await work.get<Stripe.PaymentMethod>('payment_method', defaultMethodId, 'invoice_settings[default_payment_method]');
      if (method.customer !== customer.id) {
        throw invalidParameter(
          'invoice_settings[default_payment_method]',
          `The customer does not have a payment method with the ID ${defaultMethodId}. The payment method must be attached to the customer.`,
        );
      }
      next = method.id;
    }
    if (next !== customer.invoice_settings.default_payment_method) {
      previous.invoice_settings = { default_payment_method: customer.invoice_settings.default_payment_method };
      customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: next };
    }
  }
  if (Object.keys(previous).length) {
    work.put(customer);
    work.emit('customer.updated', customer, previous);
  }
  return customer;
}
