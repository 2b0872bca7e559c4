import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { failChargesSwitchId } from './charges.js';
import { StripeApiError } from './errors.js';
import type { StripeSandboxKeys } from './keys.js';
import { isDue, renewSubscription, retryInvoice } from './renewals.js';
import type { StoredObject, StripeObjectStore } from './store.js';
import { WebhookDelivery, type WebhookEndpoint } from './webhooks.js';
import { Work } from './work.js';

const CLOCK_ID = 'clock';
/** A clock moves forward only, as Stripe's test clocks do, and at most two years at a time. */
export const MAX_ADVANCE_SECONDS = 2 * 366 * 86_400;
/** Events of an earlier run still waiting for delivery that a start sends again, at most. */
const REDELIVERED_AT_START = 1_000;
/** Subscriptions and invoices one pass of the clock looks at, at most. */
const CLOCK_PASS_LIMIT = 5_000;

interface ClockObject extends StoredObject {
  object: 'sandbox.clock';
  offset_seconds: number;
}

export interface StripeSandboxOptions {
  store: StripeObjectStore;
  keys: StripeSandboxKeys;
  webhook: WebhookEndpoint;
  log: FastifyBaseLogger;
  /** Real time in milliseconds (tests may pass their own). */
  realNow?: () => number;
  webhookRetryDelaysMs?: readonly number[];
}

/**
 * The fake Stripe account: its keys, its objects (in the store), its clock
 * and its webhook deliveries. Both the server API (its own listener) and
 * the browser routes act through it. Changes are made one operation at a
 * time in this process, so two calls never interleave on one object.
 */
export class StripeSandbox {
  readonly keys: StripeSandboxKeys;
  readonly webhooks: WebhookDelivery;
  private readonly store: StripeObjectStore;
  private readonly log: FastifyBaseLogger;
  private readonly realNow: () => number;
  private offsetSeconds = 0;
  private loading: Promise<void> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: StripeSandboxOptions) {
    this.keys = options.keys;
    this.store = options.store;
    this.log = options.log;
    this.realNow = options.realNow ?? Date.now;
    this.webhooks = new WebhookDelivery({
      endpoint: options.webhook,
      log: options.log,
      retryDelaysMs: options.webhookRetryDelaysMs,
      delivered: (event) => this.store.save([{ ...(event as unknown as StoredObject), pending_webhooks: 0 }]),
    });
  }

  /** The fake's time, unix seconds: real time plus how far the clock was advanced. */
  now(): number {
    return Math.floor(this.realNow() / 1000) + this.offsetSeconds;
  }

  /** Reads the clock and requeues the events an earlier run did not deliver; every operation waits for it (and tries again if it failed). */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const clock = (await this.store.get(CLOCK_ID)) as ClockObject | undefined;
    this.offsetSeconds = clock?.offset_seconds ?? 0;
    const pending = await this.store.list({ kind: 'event', where: { pending_webhooks: '1' }, order: 'oldest', limit: REDELIVERED_AT_START });
    if (pending.length) this.webhooks.enqueue(pending as unknown as Stripe.Event[]);
  }

  /** Runs one after another, whatever called them. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * One operation that changes objects. What it made is written in one
   * transaction and its events are then sent. A StripeApiError thrown
   * leaves everything as it was; one returned is the answer to a call whose
   * effects stay (a declined card is recorded, then refused with 402).
   */
  run<T>(operation: (work: Work) => Promise<T | StripeApiError>, origin: 'request' | 'clock' = 'request'): Promise<T> {
    return this.serially(async () => {
      await this.ready();
      const work = new Work(this.store, this.now(), origin);
      const result = await operation(work);
      await this.store.save(work.changes());
      this.webhooks.enqueue(work.events);
      if (result instanceof StripeApiError) throw result;
      return result;
    });
  }

  /** Reads without changing anything, outside the queue of operations. */
  async read<T>(reader: (work: Work) => Promise<T>): Promise<T> {
    await this.ready();
    return reader(new Work(this.store, this.now(), 'request'));
  }

  /** Moves the clock forward and runs what came due: renewals, retries, expiries. */
  async advance(seconds: number): Promise<{ now: number }> {
    await this.serially(async () => {
      await this.ready();
      const offset = this.offsetSeconds + seconds;
      await this.store.save([{ id: CLOCK_ID, object: 'sandbox.clock', offset_seconds: offset }]);
      this.offsetSeconds = offset;
    });
    await this.runClock();
    return { now: this.now() };
  }

  /**
   * One pass of the clock: every subscription whose period ended (or whose
   * first invoice or pending update lapsed), then every invoice whose next
   * automatic attempt is due. Each is its own operation, so API calls are
   * not held up behind a long pass, and one that fails does not stop the others.
   */
  async runClock(): Promise<void> {
    await this.ready();
    const now = this.now();
    const subscriptions = (await this.store.list({
      kind: 'subscription',
      where: { status: ['active', 'past_due', 'incomplete'] },
      order: 'oldest',
      limit: CLOCK_PASS_LIMIT,
    })) as unknown as Stripe.Subscription[];
    for (const subscription of subscriptions.filter((candidate) => isDue(candidate, now))) {
      await this.run((work) => renewSubscription(work, subscription.id), 'clock').catch((error: unknown) =>
        this.log.error({ err: error, subscription: subscription.id }, 'stripe sandbox: renewing a subscription failed'),
      );
    }
    const retries = (await this.store.list({ kind: 'invoice', where: { status: 'open' }, order: 'oldest', limit: CLOCK_PASS_LIMIT })) as unknown as Stripe.Invoice[];
    for (const invoice of retries.filter((candidate) => candidate.next_payment_attempt !== null && candidate.next_payment_attempt <= this.now())) {
      await this.run((work) => retryInvoice(work, invoice.id), 'clock').catch((error: unknown) => this.log.error({ err: error, invoice: invoice.id }, 'stripe sandbox: retrying an invoice failed'));
    }
  }

  /** The control switch: a customer's charges without the customer present fail (like card 4000 0000 0000 0341), or work again. */
  async setFailCharges(customerId: string, on: boolean): Promise<void> {
    await this.run(async (work) => {
      await work.get('customer', customerId, 'customer');
      work.put({ id: failChargesSwitchId(customerId), object: 'sandbox.fail_charges', customer: customerId, active: on });
    });
  }

  async close(): Promise<void> {
    await this.webhooks.close();
  }
}
