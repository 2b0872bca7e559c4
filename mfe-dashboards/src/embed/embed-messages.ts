import { embedEvent, readEmbedCommand, type EmbedEventMap, type EmbedEventName, type EmbedParcelProps } from '@pulseboard/shared';

export type PageCommand = NonNullable<ReturnType<typeof readEmbedCommand>>;

/**
 * How an embedded dashboard and the page around it talk: events of the
 * contract out, commands in, each checked against it. A frame posts
 * messages to its parent window; a parcel (the script embed) hands them to
 * the element that mounted it.
 */
export interface EmbedChannel {
  post<K extends EmbedEventName>(type: K, payload: EmbedEventMap[K]): void;
  /** Hears the page's valid commands; returns the way to stop. */
  listen(onCommand: (command: PageCommand) => void): () => void;
}

/** The page around the frame, if there is one: a dashboard opened on its own talks to nobody. */
const embeddingPage = (): Window | null => (window.parent === window ? null : window.parent);

/**
 * A frame's channel. An event goes to any origin: the frame cannot know
 * which allowed site holds it (the API's frame-ancestors decides who may),
 * and an event says nothing a viewer of the dashboard does not see. Commands
 * are taken from the parent window only, of this namespace and version.
 */
export const frameChannel: EmbedChannel = {
  post(type, payload) {
    embeddingPage()?.postMessage(embedEvent(type, payload), '*');
  },
  listen(onCommand) {
    const listener = (event: MessageEvent) => {
      const page = embeddingPage();
      if (page === null || event.source !== page) return;
      const command = readEmbedCommand(event.data);
      if (command) onCommand(command);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  },
};

/** A parcel's channel: its element's `emit` and `onCommand` props, the payloads checked as a frame checks them. */
export const parcelChannel = ({ emit, onCommand }: Pick<EmbedParcelProps, 'emit' | 'onCommand'>): EmbedChannel => ({
  post(type, payload) {
    emit(type, embedEvent(type, payload).payload);
  },
  listen: (handle) =>
    onCommand((message) => {
      const command = readEmbedCommand(message);
      if (command) handle(command);
    }),
});
