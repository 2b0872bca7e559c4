import { randomInt } from 'node:crypto';

/**
 * Pusher Channels protocol 7 (what pusher-js 8 speaks): close codes, frame
 * encoding, and the names a client may use. https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */

/**
 * 4000-4099: do not reconnect; 4100-4199: reconnect after a back-off;
 * 4200-4299: reconnect at once (pusher-js acts on these ranges).
 */
export const CloseCode = {
  appUnknown: 4001,
  protocolUnsupported: 4007,
  unauthorized: 4009,
  reconnectNow: 4200,
  pongTimeout: 4201,
} as const;

/**
 * Codes of pusher:error frames that leave the connection open. Pusher itself
 * sends null for a frame it cannot act on.
 */
export const ErrorCode = {
  invalidMessage: null,
  clientEventRejected: 4301,
} as const;

export interface ClientMessage {
  event: string;
  channel?: string;
  data: unknown;
}

/**
 * One frame: `data` travels as a JSON string (an event's data already is
 * one), except for error frames, which protocol 7 sends as an object.
 */
export function frame(event: string, data: unknown, channel?: string): string {
  const encoded = typeof data === 'string' || event === 'pusher:error' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: encoded } : { event, channel, data: encoded });
}

export const errorFrame = (code: number | null, message: string) => frame('pusher:error', { code, message });

/** A client frame, or null when it is not an object with an event name. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('event' in value) || typeof value.event !== 'string') return null;
  const channel = 'channel' in value && typeof value.channel === 'string' ? value.channel : undefined;
  return { event: value.event, channel, data: 'data' in value ? value.data : undefined };
}

/** `<int>.<int>`, unique enough across processes that a sender can be left out of a broadcast anywhere. */
export const newSocketId = () => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;

export const isSocketId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}\.\d{1,20}$/.test(value);

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
/** Where Pusher sends events to one signed-in user (`sendToUser`); only that user's connections may join. */
export const USER_CHANNEL_PREFIX = '#server-to-user-';
export const MAX_EVENT_NAME_LENGTH = 200;

export type ChannelKind = 'public' | 'private' | 'user' | 'unsupported';

/** Presence and end-to-end encrypted channels are not offered; everything else is public. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith(USER_CHANNEL_PREFIX)) return 'user';
  if (name.startsWith('presence-') || name.startsWith('private-encrypted-')) return 'unsupported';
  return name.startsWith('private-') ? 'private' : 'public';
}

export const isChannelName = (value: unknown): value is string =>
  typeof value === 'string' && CHANNEL_NAME.test(value.startsWith(USER_CHANNEL_PREFIX) ? value.slice(USER_CHANNEL_PREFIX.length) : value);
