import { useEffect } from 'react';
import { reportError } from '@pulseboard/shared';
import { postToPage } from './embed-messages.js';

let resizerListening = false;

/** The content's size as open-iframe-resizer measures it: the root's box, which, unlike its scroll size, shrinks below the frame's height. */
function contentSize(root: HTMLElement) {
  const { width, height } = root.getBoundingClientRect();
  return { width: Math.ceil(width), height: Math.ceil(height) };
}

/**
 * An embedded dashboard's frame takes the content's height, so the document
 * never scrolls inside it. The page learns the height two ways: embed.js's
 * resizer talks to open-iframe-resizer's child listener, started here once
 * per page (loaded only when embedded), and a page sizing the frame itself
 * hears `resize` whenever the size changes.
 */
export function useFrameFit(): void {
  useEffect(() => {
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    if (resizerListening) return;
    resizerListening = true;
    import('@open-iframe-resizer/core').then(({ initializeChildListener }) => initializeChildListener()).catch((error: unknown) => reportError(error, { area: 'embed' }));
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    let told = '';
    const observer = new ResizeObserver(() => {
      const size = contentSize(root);
      const written = `${size.width}x${size.height}`;
      if (written === told) return;
      told = written;
      postToPage('resize', size);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
}
