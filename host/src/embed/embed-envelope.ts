import type { EMBED_MESSAGE_NAMESPACE, EMBED_MESSAGE_VERSION, EmbedCommandMap, EmbedCommandName, EmbedEventMap, EmbedEventName, EmbedMessage } from '@pulseboard/shared';

/*
 * The contract's envelope, checked by hand: its module builds zod schemas,
 * which would make this script for other sites' pages some twenty times
 * larger. The names and the version are held to the contract's by their
 * types, so a change there fails to compile here.
 */
const NAMESPACE: typeof EMBED_MESSAGE_NAMESPACE = 'pulseboard:embed';
const VERSION: typeof EMBED_MESSAGE_VERSION = 1;
const EVENT_NAMES = { ready: true, rangeChange: true, error: true, resize: true } as const satisfies Record<EmbedEventName, true>;

/** The events' names, which a script embed's element dispatches as `pulseboard:<type>`. */
export const EMBED_EVENT_NAMES = Object.keys(EVENT_NAMES) as EmbedEventName[];

export type FrameEvent = { [K in EmbedEventName]: { type: K; payload: EmbedEventMap[K] } }[EmbedEventName];

/**
 * An event of this version from an embedded dashboard, or null. Its payload
 * is taken as the frame built it: only messages of the frame's own window
 * and origin are read, and the frame checks each payload against the
 * contract before posting it.
 */
export function readFrameEvent(data: unknown): FrameEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { namespace, version, type, payload } = data as Record<string, unknown>;
  if (namespace !== NAMESPACE || version !== VERSION || typeof type !== 'string' || !Object.hasOwn(EVENT_NAMES, type)) return null;
  return typeof payload === 'object' && payload !== null ? ({ type, payload } as FrameEvent) : null;
}

/** A command for an embedded dashboard, which checks it against the contract before it acts. */
export const frameCommand = <K extends EmbedCommandName>(type: K, payload: EmbedCommandMap[K]): EmbedMessage<K, EmbedCommandMap[K]> => ({ namespace: NAMESPACE, version: VERSION, type, payload });
