import { useEffect } from 'react';
import { reportError } from '@pulseboard/shared';
import { useEmbedSurface } from './embed-surface.js';

let resizerListening = false;

/** The content's size as open-iframe-resizer measures it: the root's box, which, unlike its scroll size, shrinks below the frame's height. */
function contentSize(root: HTMLElement) {
  const { width, height } = root.getBoundingClientRect();
  return { width: Math.ceil(width), height: Math.ceil(height) };
}

/**
 * An embedded dashboard's frame takes the content's height, so the document
 * never scrolls inside it: embed.js's resizer talks to open-iframe-resizer's
 * child listener, started here once per page (loaded only when embedded). A
 * parcel sits in the page's own flow and needs none of it.
 */
function useFrameFit(ownsDocument: boolean): void {
  useEffect(() => {
    if (!ownsDocument) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [ownsDocument]);

  useEffect(() => {
    if (!ownsDocument || resizerListening) return;
    resizerListening = true;
    import('@open-iframe-resizer/core').then(({ initializeChildListener }) => initializeChildListener()).catch((error: unknown) => reportError(error, { area: 'embed' }));
  }, [ownsDocument]);
}

/** The page hears `resize` whenever the content's size changes, to size the frame or its layout itself. */
function useSizeEvents(): void {
  const { channel, measured } = useEmbedSurface();
  useEffect(() => {
    const root = measured();
    let told = '';
    const observer = new ResizeObserver(() => {
      const size = contentSize(root);
      const written = `${size.width}x${size.height}`;
      if (written === told) return;
      told = written;
      channel.post('resize', size);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [channel, measured]);
}

/** An embedded dashboard's size, kept by the frame and told to the page. */
export function useEmbedSize(): void {
  const { ownsDocument } = useEmbedSurface();
  useFrameFit(ownsDocument);
  useSizeEvents();
}
