import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { apiRequest, setSocketId } from '../api/client.js';
import type { RealtimeConfig } from '../contracts/page-config.js';
import {
  BROADCASTING_AUTH_PATH,
  companyChannel,
  companySourceUpdatedSchema,
  companySubscriptionUpdatedSchema,
  REALTIME_EVENT_NAMESPACE,
  REALTIME_EVENTS,
  type CompanySourceUpdated,
  type CompanySubscriptionUpdated,
} from '../contracts/realtime.js';

export interface CompanyRealtimeHandlers {
  onSourceUpdated: (event: CompanySourceUpdated) => void;
  onSubscriptionUpdated: (event: CompanySubscriptionUpdated) => void;
  onError: (error: unknown) => void;
}

type AuthCallback = (error: Error | null, data: { auth: string } | null) => void;

/**
 * Connects laravel-echo (over pusher-js) to the company's private channel and
 * hands each validated event to its handler. Channel authorisation goes
 * through apiRequest, so it carries the same headers as every other call; the
 * socket id is announced to apiRequest so the server can skip this tab when
 * it broadcasts the result of its own request. Returns the disconnect.
 */
export function connectCompanyRealtime(config: RealtimeConfig, companyId: number, handlers: CompanyRealtimeHandlers): () => void {
  const client = new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: BROADCASTING_AUTH_PATH,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }: { socketId: string; channelName: string }, callback: AuthCallback) => {
        apiRequest<{ auth: string }>(BROADCASTING_AUTH_PATH, { method: 'POST', body: { socket_id: socketId, channel_name: channelName } })
          .then((data) => callback(null, data))
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  const echo = new Echo({ broadcaster: 'pusher', client, namespace: REALTIME_EVENT_NAMESPACE, withoutInterceptors: true });
  client.connection.bind('connected', () => setSocketId(echo.socketId() ?? null));
  client.connection.bind('disconnected', () => setSocketId(null));

  const channel = echo.private(companyChannel(companyId));
  channel.listen(REALTIME_EVENTS.companySourceUpdated, (payload: unknown) => {
    const parsed = companySourceUpdatedSchema.safeParse(payload);
    if (parsed.success) handlers.onSourceUpdated(parsed.data);
    else handlers.onError(parsed.error);
  });
  channel.listen(REALTIME_EVENTS.companySubscriptionUpdated, (payload: unknown) => {
    const parsed = companySubscriptionUpdatedSchema.safeParse(payload);
    if (parsed.success) handlers.onSubscriptionUpdated(parsed.data);
    else handlers.onError(parsed.error);
  });
  channel.error((error: unknown) => handlers.onError(error));

  return () => {
    setSocketId(null);
    echo.disconnect();
  };
}
