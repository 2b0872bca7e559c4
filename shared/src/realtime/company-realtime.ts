import { apiRequest, setSocketId } from '../api/client.js';
import type { RealtimeConfig } from '../contracts/page-config.js';
import type { ZodType } from '../contracts/zod.js';
import {
  BROADCASTING_AUTH_PATH,
  companyChannel,
  companySourceUpdatedSchema,
  companySubscriptionUpdatedSchema,
  privateChannel,
  REALTIME_EVENTS,
  wireEventName,
  type CompanySourceUpdated,
  type CompanySubscriptionUpdated,
} from '../contracts/realtime.js';
import { openPusherSocket } from './pusher-socket.js';

export interface CompanyRealtimeHandlers {
  onSourceUpdated: (event: CompanySourceUpdated) => void;
  onSubscriptionUpdated: (event: CompanySubscriptionUpdated) => void;
  /** The channel was subscribed again after the connection was down: events may have been missed meanwhile. */
  onMissedEvents: () => void;
  onError: (error: unknown) => void;
}

/**
 * Connects to the company's private channel and hands each validated event
 * to its handler. Channel authorisation goes through apiRequest, so it
 * carries the same headers as every other call; the socket id is announced
 * to apiRequest so the server can skip this tab when it broadcasts the
 * result of its own request. Returns the disconnect.
 */
export function connectCompanyRealtime(config: RealtimeConfig, companyId: number, handlers: CompanyRealtimeHandlers): () => void {
  const channel = privateChannel(companyChannel(companyId));
  const socket = openPusherSocket({
    key: config.key,
    host: config.host,
    port: config.port,
    forceTLS: config.forceTLS,
    authorize: async (socketId, channel) => (await apiRequest<{ auth: string }>(BROADCASTING_AUTH_PATH, { method: 'POST', body: { socket_id: socketId, channel_name: channel } })).auth,
    onSocketId: setSocketId,
    onResubscribed: (resubscribed) => {
      if (resubscribed === channel) handlers.onMissedEvents();
    },
    onError: handlers.onError,
  });
  /** Hands the event's payload to `deliver` once its schema accepts it. */
  const validated =
    <T>(schema: ZodType<T>, deliver: (event: T) => void) =>
    (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) deliver(parsed.data);
      else handlers.onError(parsed.error);
    };
  socket.bind(channel, wireEventName(REALTIME_EVENTS.companySourceUpdated), validated(companySourceUpdatedSchema, handlers.onSourceUpdated));
  socket.bind(channel, wireEventName(REALTIME_EVENTS.companySubscriptionUpdated), validated(companySubscriptionUpdatedSchema, handlers.onSubscriptionUpdated));

  return () => {
    socket.disconnect();
    setSocketId(null);
  };
}
