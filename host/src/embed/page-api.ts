import type { EmbedCommandMap, EmbedEventMap, EmbedEventName } from '@pulseboard/shared';
import { frameCommand, readFrameEvent } from './embed-envelope.js';
import { watchEmbedFrames } from './embed-frames.js';

type Handler<K extends EmbedEventName> = (payload: EmbedEventMap[K], iframe: HTMLIFrameElement) => void;

/** `window.Pulseboard`: what a page with embedded dashboards can do with them. */
export interface PulseboardPage {
  /** Hears one event of every embedded dashboard on the page; returns the way to stop. */
  on<K extends EmbedEventName>(type: K, handler: Handler<K>): () => void;
  /** Shows another range in one embedded dashboard (refused with an `error` event where its token locks the range). */
  setRange(iframe: HTMLIFrameElement, range: EmbedCommandMap['setRange']): void;
}

/**
 * Starts the page side of embedding: the frames are fitted to their
 * content, and their events reach `on` handlers and, as
 * `pulseboard:<type>` DOM events, the iframe element. Only messages from
 * an embed frame's own window at the dashboards' origin count: anything
 * else on the page could post a look-alike.
 */
export function startEmbedPage(origin: string): PulseboardPage {
  const frames = watchEmbedFrames(origin);
  const handlers = new Map<EmbedEventName, Set<Handler<EmbedEventName>>>();

  window.addEventListener('message', (message) => {
    const iframe = message.origin === origin ? frames.frameOf(message.source) : undefined;
    const event = iframe ? readFrameEvent(message.data) : null;
    if (!iframe || !event) return;
    for (const handler of handlers.get(event.type) ?? []) {
      // One page handler failing leaves the others, and the DOM event, to run.
      try {
        handler(event.payload, iframe);
      } catch (error) {
        console.error(error);
      }
    }
    iframe.dispatchEvent(new CustomEvent(`pulseboard:${event.type}`, { detail: event.payload }));
  });

  return {
    on(type, handler) {
      const registered = handlers.get(type) ?? new Set();
      handlers.set(type, registered);
      registered.add(handler as Handler<EmbedEventName>);
      return () => {
        registered.delete(handler as Handler<EmbedEventName>);
      };
    },
    setRange(iframe, range) {
      iframe.contentWindow?.postMessage(frameCommand('setRange', range), origin);
    },
  };
}
