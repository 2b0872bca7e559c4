import Stripe from 'stripe';
import { noSuch } from './errors.js';
import { newId } from './ids.js';
import { withoutIncludables } from './render.js';
import type { ListQuery, StoredObject, StripeObjectStore } from './store.js';

/** How Stripe names each kind of object in "No such …" answers. */
const KIND_LABELS: Record<string, string> = {
  customer: 'customer',
  product: 'product',
  price: 'price',
  subscription: 'subscription',
  invoice: 'invoice',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  payment_method: 'PaymentMethod',
  event: 'event',
};

/** Things made while an operation ran, for Stripe's `data.previous_attributes`. */
export type PreviousAttributes = Record<string, unknown>;

/**
 * One operation of the fake: the objects it read and changed, and the
 * events it raised, all at one instant of the fake's clock. Nothing is
 * written until the operation ends; then everything is, in one transaction.
 */
export class Work {
  private readonly cache = new Map<string, StoredObject>();
  private readonly changed = new Map<string, StoredObject>();
  readonly events: Stripe.Event[] = [];
  /** Stripe's `request.id` on the events an API call caused; null for the clock's own work (renewals). */
  readonly requestId: string | null;

  constructor(
    private readonly store: StripeObjectStore,
    /** Unix seconds on the fake's clock. */
    readonly now: number,
    origin: 'request' | 'clock',
  ) {
    this.requestId = origin === 'request' ? newId('request') : null;
  }

  async find<T extends object>(id: string): Promise<T | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached as unknown as T;
    const stored = await this.store.get(id);
    if (stored) this.cache.set(id, stored);
    return stored as unknown as T | undefined;
  }

  /** An object of the given kind, or Stripe's 404 naming the parameter it came from. */
  async get<T extends object>(kind: string, id: string, param = 'id'): Promise<T> {
    const found = await this.find<T & { object: string }>(id);
    if (!found || found.object !== kind) throw noSuch(KIND_LABELS[kind] ?? kind, id, param);
    return found;
  }

  /** Stored objects matching a query, as this operation sees them (its own changes included for the objects found). */
  async list<T extends object>(query: ListQuery): Promise<T[]> {
    const found = await this.store.list(query);
    return found.map((object) => (this.cache.get(object.id) ?? (this.cache.set(object.id, object), object)) as unknown as T);
  }

  /** Marks an object as changed (or new); it is written when the operation ends. */
  put<T extends object>(object: T): T {
    const stored = object as unknown as StoredObject;
    this.cache.set(stored.id, stored);
    if (!this.changed.has(stored.id)) this.changed.set(stored.id, stored);
    return object;
  }

  /** Raises an event with a snapshot of the object as it is now, as Stripe's events carry it. */
  emit(type: string, object: object, previousAttributes?: PreviousAttributes): void {
    const snapshot = structuredClone(withoutIncludables(object as StoredObject));
    const event = {
      id: newId('event'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now,
      data: { object: snapshot, ...(previousAttributes && Object.keys(previousAttributes).length ? { previous_attributes: structuredClone(previousAttributes) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: this.requestId, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.events.push(event);
    this.put(event);
  }

  /** What to write, in the order it was first changed. */
  changes(): StoredObject[] {
    return [...this.changed.values()];
  }
}
