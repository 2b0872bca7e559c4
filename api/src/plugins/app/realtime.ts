import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  REALTIME_EVENTS,
  companyChannel,
  privateChannel,
  realtimeEventSchemas,
  wireEventName,
  type CompanySourceUpdated,
  type CompanySubscriptionUpdated,
  type PageConfig,
  type RealtimeEventName,
} from '@pulseboard/shared/contracts';
import type { User } from '../../db/schema.js';
import { toBroadcast, type Broadcast, type TriggerOptions } from '../../realtime/broadcast.js';
import { mountBuiltInServer } from '../../realtime/built-in.js';
import { isSocketId } from '../../realtime/protocol.js';
import { pusherPublisher } from '../../realtime/pusher-transport.js';
import { builtInCredentials, clientConfig } from '../../realtime/settings.js';
import { signChannel, signUser, type AppCredentials } from '../../realtime/signatures.js';

export interface Realtime {
  /** What the browser's Echo connects with (page config). */
  readonly clientConfig: PageConfig['realtime'];
  /**
   * Broadcasts an event to channels (wire names: `private-company.42`) on
   * every API process, or through the external Pusher server. Rejects only
   * for a caller's mistake (bad channel or event name, unserialisable or
   * oversized data); a transport failure is logged, since the database, not
   * the event, is the truth. Trigger after the change is committed.
   */
  trigger(channels: readonly string[], event: string, data: unknown, options?: TriggerOptions): Promise<void>;
  /** `App.Events.CompanySourceUpdated` on `private-company.{id}`; the payload is checked and stripped to the contract. */
  companySourceUpdated(companyId: number, payload: CompanySourceUpdated, options?: TriggerOptions): Promise<void>;
  /** `App.Events.CompanySubscriptionUpdated` on `private-company.{id}`, likewise. */
  companySubscriptionUpdated(companyId: number, payload: CompanySubscriptionUpdated, options?: TriggerOptions): Promise<void>;
  /** The browser's socket id (X-Socket-Id header), to leave the tab that caused an event out of it. */
  socketIdOf(request: FastifyRequest): string | undefined;
  /** `auth` for a private channel subscription of this socket. */
  authorizeChannel(socketId: string, channel: string): string;
  /** `{ auth, user_data }` for pusher-js `signin()` (user authentication). */
  authenticateUser(socketId: string, user: Pick<User, 'id' | 'name'>): { auth: string; user_data: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Realtime events over the Pusher Channels protocol: the built-in server
 * (fanned out across processes through PostgreSQL), or an external
 * Pusher-compatible one when PUSHER_APP_* are set.
 */
export default fp(
  async (app) => {
    const { pusher, cluster } = app.config.realtime;
    const credentials: AppCredentials = pusher ?? (await builtInCredentials(app.config));
    const publish = pusher ? pusherPublisher(pusher, cluster) : await mountBuiltInServer(app, credentials);
    const log = app.log.child({ module: 'realtime' });

    const trigger: Realtime['trigger'] = async (channels, event, data, options) => {
      const broadcast: Broadcast = toBroadcast(channels, event, data, options);
      try {
        await publish(broadcast);
      } catch (error) {
        log.error({ err: error, channels: broadcast.channels, event }, 'realtime: trigger failed');
      }
    };

    const toCompany = (event: RealtimeEventName) => (companyId: number, payload: unknown, options?: TriggerOptions) =>
      trigger([privateChannel(companyChannel(companyId))], wireEventName(event), realtimeEventSchemas[event].parse(payload), options);

    app.decorate('realtime', {
      clientConfig: clientConfig(app.config, credentials.key),
      trigger,
      companySourceUpdated: toCompany(REALTIME_EVENTS.companySourceUpdated),
      companySubscriptionUpdated: toCompany(REALTIME_EVENTS.companySubscriptionUpdated),
      socketIdOf: (request) => {
        const header = request.headers['x-socket-id'];
        return isSocketId(header) ? header : undefined;
      },
      authorizeChannel: (socketId, channel) => signChannel(credentials, socketId, channel),
      authenticateUser: (socketId, user) => {
        const userData = JSON.stringify({ id: String(user.id), user_info: { name: user.name } });
        return { auth: signUser(credentials, socketId, userData), user_data: userData };
      },
    } satisfies Realtime);
  },
  // The trigger API's routes sit in a scope of their own, which takes only the hooks in place when it is created:
  // after CSRF (and so sessions, identification and request-log), they are logged and opt out of CSRF by route config.
  { name: 'realtime', dependencies: ['db', 'csrf'] },
);
