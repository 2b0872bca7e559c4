import type { FastifyInstance } from 'fastify';
import type { Broadcast } from './broadcast.js';

/**
 * Revoking a channel's subscriptions: every socket subscribed to it is made
 * to subscribe again, which asks the app's authorisation anew, so someone who
 * lost the right to the channel (a user removed from the company) loses its
 * events too. All of its sockets are asked, since the server cannot tell
 * whose is whose: a private channel's signature names the socket and the
 * channel, not the user it was given to. The others are authorised again at
 * once, and their client reads again what the channel's events keep current,
 * as after any reconnection.
 *
 * It travels as a broadcast, so it reaches the sockets of every API process
 * the way events do, under a name of the protocol's reserved prefix, which no
 * application event uses; the built-in server acts on it instead of
 * delivering it.
 */
const REVOKE_SUBSCRIPTIONS = 'pusher_internal:revoke_subscriptions';

export const isRevocation = (broadcast: Broadcast): boolean => broadcast.event === REVOKE_SUBSCRIPTIONS;

/**
 * Revokes the channel's subscriptions on every API process, once the change
 * that calls for it is committed. An external Pusher-compatible server is not
 * asked: the protocol has no such instruction, and Pusher's nearest one
 * (ending a signed-in user's connections) needs sign-ins the product's client
 * does not make.
 */
export async function revokeSubscriptions(app: FastifyInstance, channel: string): Promise<void> {
  if (app.config.realtime.pusher) return;
  await app.realtime.trigger([channel], REVOKE_SUBSCRIPTIONS, {});
}
