import type { EmbedCommandMap, EmbedEventMap, EmbedEventName } from '@pulseboard/shared';
import { EMBED_EVENT_NAMES, frameCommand, readFrameEvent, type FrameEvent } from './embed-envelope.js';
import { watchEmbedFrames } from './embed-frames.js';
import { DASHBOARD_ELEMENT, loadElementsWhenUsed, type DashboardElementApi } from './script-embed.js';

/** An embedded dashboard of the page: an iframe of the embed code, or a `<pulseboard-dashboard>` element. */
type Embed = HTMLIFrameElement | HTMLElement;
type Handler<K extends EmbedEventName> = (payload: EmbedEventMap[K], embed: Embed) => void;

/** `window.Pulseboard`: what a page with embedded dashboards can do with them. */
export interface PulseboardPage {
  /** Hears one event of every embedded dashboard on the page, with its iframe or element; returns the way to stop. */
  on<K extends EmbedEventName>(type: K, handler: Handler<K>): () => void;
  /** Shows another range in one embedded dashboard (refused with an `error` event where its token locks the range). */
  setRange(embed: Embed, range: EmbedCommandMap['setRange']): void;
}

const isDashboardElement = (target: EventTarget | null): target is HTMLElement & DashboardElementApi => target instanceof HTMLElement && target.localName === DASHBOARD_ELEMENT;

/**
 * Starts the page side of embedding: the frames are fitted to their
 * content, and their events reach `on` handlers and, as
 * `pulseboard:<type>` DOM events, the iframe element. Only messages from
 * an embed frame's own window at the dashboards' origin count: anything
 * else on the page could post a look-alike. Script embeds' elements, loaded
 * when the page has one, dispatch their events themselves, which reach the
 * handlers first.
 */
export function startEmbedPage(origin: string): PulseboardPage {
  const frames = watchEmbedFrames(origin);
  loadElementsWhenUsed(origin);
  const handlers = new Map<EmbedEventName, Set<Handler<EmbedEventName>>>();
  const notify = ({ type, payload }: FrameEvent, embed: Embed) => {
    for (const handler of handlers.get(type) ?? []) {
      // One page handler failing leaves the others, and the DOM event, to run.
      try {
        handler(payload, embed);
      } catch (error) {
        console.error(error);
      }
    }
  };

  window.addEventListener('message', (message) => {
    const iframe = message.origin === origin ? frames.frameOf(message.source) : undefined;
    const event = iframe ? readFrameEvent(message.data) : null;
    if (!iframe || !event) return;
    notify(event, iframe);
    iframe.dispatchEvent(new CustomEvent(`pulseboard:${event.type}`, { detail: event.payload }));
  });
  for (const type of EMBED_EVENT_NAMES) {
    // Captured at the document, before the element's own listeners: the events do not bubble.
    document.addEventListener(
      `pulseboard:${type}`,
      (event) => {
        if (isDashboardElement(event.target) && event instanceof CustomEvent) notify({ type, payload: event.detail } as FrameEvent, event.target);
      },
      true,
    );
  }

  return {
    on(type, handler) {
      const registered = handlers.get(type) ?? new Set();
      handlers.set(type, registered);
      registered.add(handler as Handler<EmbedEventName>);
      return () => {
        registered.delete(handler as Handler<EmbedEventName>);
      };
    },
    setRange(embed, range) {
      if (embed instanceof HTMLIFrameElement) embed.contentWindow?.postMessage(frameCommand('setRange', range), origin);
      else if (isDashboardElement(embed)) embed.setRange(range);
    },
  };
}
