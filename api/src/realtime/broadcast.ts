import { MAX_EVENT_NAME_LENGTH, isChannelName, isSocketId } from './protocol.js';

/** One event for some channels, as every transport (local, PostgreSQL, Pusher HTTP API) carries it. */
export interface Broadcast {
  channels: string[];
  event: string;
  /** JSON text, delivered as is. */
  data: string;
  /** The socket left out: the browser tab whose request caused the event. */
  socketId?: string;
}

export interface TriggerOptions {
  /** The X-Socket-Id of the request that caused the event. */
  socketId?: string;
}

/** Pusher's own limit for one trigger. */
export const MAX_CHANNELS_PER_TRIGGER = 100;

/** Pusher allows 10 KB; more room here for a company's whole source list, still far below what NOTIFY can carry in chunks. */
export const MAX_DATA_BYTES = 256 * 1024;

class InvalidBroadcast extends Error {}

/**
 * A trigger checked before it goes anywhere: a bad channel or event name is a
 * programming error and throws. A string is taken as already encoded data,
 * as the Pusher SDKs do; anything else is JSON-encoded.
 */
export function toBroadcast(channels: readonly string[], event: string, data: unknown, options: TriggerOptions = {}): Broadcast {
  if (channels.length === 0 || channels.length > MAX_CHANNELS_PER_TRIGGER) {
    throw new InvalidBroadcast(`A trigger needs 1 to ${MAX_CHANNELS_PER_TRIGGER} channels, got ${channels.length}.`);
  }
  const invalid = channels.find((channel) => !isChannelName(channel));
  if (invalid !== undefined) throw new InvalidBroadcast(`Invalid channel name: ${JSON.stringify(invalid)}`);
  if (event === '' || event.length > MAX_EVENT_NAME_LENGTH) throw new InvalidBroadcast(`Invalid event name: ${JSON.stringify(event)}`);
  if (options.socketId !== undefined && !isSocketId(options.socketId)) throw new InvalidBroadcast(`Invalid socket id: ${JSON.stringify(options.socketId)}`);
  const encoded: string | undefined = typeof data === 'string' ? data : JSON.stringify(data);
  if (encoded === undefined) throw new InvalidBroadcast('Event data must be serialisable to JSON.');
  if (Buffer.byteLength(encoded) > MAX_DATA_BYTES) throw new InvalidBroadcast(`Event data is limited to ${MAX_DATA_BYTES} bytes.`);
  return { channels: [...new Set(channels)], event, data: encoded, ...(options.socketId ? { socketId: options.socketId } : {}) };
}
