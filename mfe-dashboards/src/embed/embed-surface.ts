import { createContext, useContext } from 'react';
import { frameChannel, type EmbedChannel } from './embed-messages.js';
import { dropEmbedFragment, readEmbedToken } from './embed-token.js';

/**
 * Where an embedded dashboard is shown: in a frame of its own (the iframe
 * embed, the default) or as a parcel in another site's page (the script
 * embed, src/embed/parcel/). The screen is the same; what differs is here.
 */
export interface EmbedSurface {
  channel: EmbedChannel;
  /** The signed token (null for a public embed), read once when the dashboard opens; `forget` then hides where it came from. */
  token: { read: () => string | null; forget: () => void };
  /** The element whose size the page hears as `resize` events. */
  measured: () => HTMLElement;
  /** The frame is the whole document: the dashboard names it and keeps it from scrolling. A parcel leaves the page's document alone. */
  ownsDocument: boolean;
}

const FRAME_SURFACE: EmbedSurface = {
  channel: frameChannel,
  token: { read: () => readEmbedToken(), forget: () => dropEmbedFragment() },
  measured: () => document.documentElement,
  ownsDocument: true,
};

export const EmbedSurfaceContext = createContext<EmbedSurface>(FRAME_SURFACE);

export const useEmbedSurface = (): EmbedSurface => useContext(EmbedSurfaceContext);
