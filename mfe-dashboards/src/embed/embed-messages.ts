import { embedEvent, readEmbedCommand, type EmbedEventMap, type EmbedEventName } from '@pulseboard/shared';

export type PageCommand = NonNullable<ReturnType<typeof readEmbedCommand>>;

/** The page around the frame, if there is one: a dashboard opened on its own talks to nobody. */
const embeddingPage = (): Window | null => (window.parent === window ? null : window.parent);

/**
 * Tells the embedding page an event. It goes to any origin: the frame cannot
 * know which allowed site holds it (the API's frame-ancestors decides who may),
 * and an event says nothing a viewer of the dashboard does not see.
 */
export function postToPage<K extends EmbedEventName>(type: K, payload: EmbedEventMap[K]): void {
  embeddingPage()?.postMessage(embedEvent(type, payload), '*');
}

/** The embedding page's commands: messages from the parent window only, of this namespace and version; anything else is ignored. */
export function listenToPage(onCommand: (command: PageCommand) => void): () => void {
  const listener = (event: MessageEvent) => {
    const page = embeddingPage();
    if (page === null || event.source !== page) return;
    const command = readEmbedCommand(event.data);
    if (command) onCommand(command);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
