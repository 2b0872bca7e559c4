import * as z from '../contracts/zod.js';
import { ONBOARDING_ACTIONS } from '../onboarding/flows.js';

/**
 * Every cross-area event, with its payload schema. Names are namespaced by the
 * area that owns the fact ("session:", "onboarding:", ...). Adding an event
 * means adding it here, so this map documents the whole vocabulary.
 */
export const eventSchemas = {
  /** A remote asks the host to show a toast. */
  'ui:notify': z.object({ level: z.enum(['info', 'success', 'error']), message: z.string().check(z.minLength(1)) }),
  /** A user did something an onboarding step asks for; the engine in the host decides whether it moves on. */
  'onboarding:action': z.object({ action: z.enum(ONBOARDING_ACTIONS) }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventMap = { [K in EventName]: z.infer<(typeof eventSchemas)[K]> };
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

export class EventBus {
  private readonly handlers = new Map<EventName, Set<EventHandler<never>>>();

  /** Validates the payload, then calls every listener; a throwing listener does not stop the others. */
  emit<K extends EventName>(name: K, payload: EventMap[K]): void {
    const parsed = eventSchemas[name].parse(payload) as EventMap[K];
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        (handler as EventHandler<K>)(parsed);
      } catch (error) {
        console.error(`event bus: a listener of ${name} failed`, error);
      }
    }
  }

  /** Returns the unsubscribe function. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler as EventHandler<never>);
    this.handlers.set(name, set);
    return () => {
      set.delete(handler as EventHandler<never>);
    };
  }
}

/** The bus all areas share (the shared package is a federation singleton). */
export const eventBus = new EventBus();
