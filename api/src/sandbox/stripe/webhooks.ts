import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface WebhookDeliveryOptions {
  endpoint: WebhookEndpoint;
  log: FastifyBaseLogger;
  /** Waits before each new attempt at an event the endpoint refused; once they are spent the event is given up (and tried again after a restart). */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  /** Called once the endpoint took an event (2xx), to record it as delivered. */
  delivered(event: Stripe.Event): Promise<void>;
}

/** Events waiting at most; past it the oldest waiting are given up, logged. */
const MAX_QUEUED = 10_000;

/**
 * Sends the fake's events to the product's webhook endpoint as Stripe does:
 * a POST of the event's JSON with a `Stripe-Signature` header made with the
 * webhook secret, after the API call that caused them has answered. One at
 * a time, in the order they were made; an answer other than 2xx (or none)
 * is tried again after a while, a few times. Failures are logged, never thrown.
 */
export class WebhookDelivery {
  private readonly queue: Stripe.Event[] = [];
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private waiting: { timer: NodeJS.Timeout; wake: () => void } | null = null;

  constructor(private readonly options: WebhookDeliveryOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? [1_000, 5_000, 25_000];
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  get pending(): number {
    return this.queue.length;
  }

  enqueue(events: readonly Stripe.Event[]): void {
    if (this.abort.signal.aborted) return;
    this.queue.push(...events);
    if (this.queue.length > MAX_QUEUED) {
      const dropped = this.queue.splice(0, this.queue.length - MAX_QUEUED);
      this.options.log.error({ dropped: dropped.length }, 'stripe sandbox: too many webhook events waiting; the oldest were given up');
    }
    // After the current request has answered, as Stripe sends events.
    this.running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Stops sending: the attempt in flight is aborted, what waits stays recorded as pending for the next start. */
  async close(): Promise<void> {
    this.abort.abort();
    if (this.waiting) {
      clearTimeout(this.waiting.timer);
      this.waiting.wake();
    }
    await this.running;
  }

  /** Resolves once everything queued so far was sent or given up (tests wait for it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length && !this.abort.signal.aborted) {
        const event = this.queue[0] as Stripe.Event;
        await this.deliver(event);
        this.queue.shift();
      }
    } finally {
      this.running = null;
    }
  }

  private async deliver(event: Stripe.Event): Promise<void> {
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0 && !(await this.sleep(this.retryDelaysMs[attempt - 1] as number))) return;
      const failure = await this.post(event);
      if (failure === null) {
        await this.options.delivered(event).catch((error: unknown) => this.options.log.error({ err: error, event: event.id }, 'stripe sandbox: a delivered event could not be recorded as delivered'));
        return;
      }
      if (this.abort.signal.aborted) return;
      this.options.log.warn({ event: event.id, type: event.type, attempt: attempt + 1, failure }, 'stripe sandbox: webhook delivery failed');
    }
    this.options.log.error({ event: event.id, type: event.type }, 'stripe sandbox: webhook delivery given up after its retries; it is tried again on the next start');
  }

  /** One POST; null when the endpoint took it, else what went wrong. */
  private async post(event: Stripe.Event): Promise<string | null> {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.endpoint.secret });
    try {
      const response = await fetch(this.options.endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Waits, unless closed meanwhile; false when closed. */
  private sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        this.waiting = null;
        resolve(!this.abort.signal.aborted);
      };
      this.waiting = { timer: setTimeout(wake, ms), wake };
    });
  }
}
