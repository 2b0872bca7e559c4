import * as z from './zod.js';
import { servicesSchema, sourceSummarySchema, subscriptionSummarySchema } from './company.js';

/**
 * The realtime events the server broadcasts and the browser listens to, over
 * the Pusher Channels protocol (shared/src/realtime in the browser; the
 * names are laravel-echo's, so an Echo client hears them too). One
 * definition for both sides: names, channels and payload shapes.
 */

/** The Pusher Channels protocol version both sides speak (what pusher-js 8 speaks too). */
export const PUSHER_PROTOCOL_VERSION = 7;

/** Seconds of silence after which a client pings; the server pings a client that stays silent this long. */
export const ACTIVITY_TIMEOUT_SECONDS = 120;

/** How long a ping may stay unanswered, either way, before the connection counts as lost. */
export const PONG_TIMEOUT_MS = 30_000;

/** laravel-echo's default namespace: `listen('CompanySourceUpdated')` binds the event of that name in it (see wireEventName). */
export const REALTIME_EVENT_NAMESPACE = 'App.Events';

export const REALTIME_EVENTS = {
  companySourceUpdated: 'CompanySourceUpdated',
  companySubscriptionUpdated: 'CompanySubscriptionUpdated',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Where the browser sends channel (and an Echo client user) authorisation requests. */
export const BROADCASTING_AUTH_PATH = '/broadcasting/auth';
export const BROADCASTING_USER_AUTH_PATH = '/broadcasting/user-auth';

/** The name given to `Echo.private(...)`; on the wire it is `private-company.{id}`. */
export const companyChannel = (companyId: number) => `company.${companyId}`;

/** The name the server triggers on and the Pusher protocol carries. */
export const privateChannel = (name: string) => `private-${name}`;

/**
 * The wire name of an event: what a Pusher server SDK triggers and pusher-js
 * binds to. Echo writes the namespaced name as a PHP class name, dots turned
 * into backslashes: `App\Events\CompanySourceUpdated`.
 */
export const wireEventName = (event: RealtimeEventName) => `${REALTIME_EVENT_NAMESPACE}.${event}`.replace(/\./g, '\\');

/**
 * A source changed (connected, refreshed, became invalid): the company's
 * sources now, in the shape of the company data they replace, and the id of
 * the one that changed.
 */
export const companySourceUpdatedSchema = z.object({
  sources: z.array(sourceSummarySchema),
  id: z.number().check(z.int()),
});
export type CompanySourceUpdated = z.infer<typeof companySourceUpdatedSchema>;

/**
 * The subscription changed: the company state (trial, active, canceled,
 * overdue, expired) and its quota, with what the banners also read: the
 * paying subscription, the end of the trial or paid period, and when the
 * account was restored.
 */
export const companySubscriptionUpdatedSchema = z.object({
  state: z.string(),
  services: servicesSchema,
  subscription: z.optional(z.nullable(subscriptionSummarySchema)),
  expiresAt: z.optional(z.nullable(z.string())),
  restoredAt: z.optional(z.nullable(z.string())),
});
export type CompanySubscriptionUpdated = z.infer<typeof companySubscriptionUpdatedSchema>;

/** Each event's payload schema, for a listener that validates what it receives. */
export const realtimeEventSchemas = {
  [REALTIME_EVENTS.companySourceUpdated]: companySourceUpdatedSchema,
  [REALTIME_EVENTS.companySubscriptionUpdated]: companySubscriptionUpdatedSchema,
} as const;
