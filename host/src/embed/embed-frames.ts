import { initialize, type InitializeResult } from '@open-iframe-resizer/core';

/** What marks an iframe of the embed code. */
const EMBED_FRAME_SELECTOR = 'iframe[data-pulseboard-embed]';

const framesIn = (node: Node): HTMLIFrameElement[] =>
  node instanceof Element ? [...(node.matches(EMBED_FRAME_SELECTOR) ? [node as HTMLIFrameElement] : []), ...node.querySelectorAll<HTMLIFrameElement>(EMBED_FRAME_SELECTOR)] : [];

/**
 * The page's embedded dashboards, found now and as they are added (the
 * script may run before, after or between them: it loads async), each kept
 * as tall as its content by the resizer, which hears only the frames' origin.
 */
export function watchEmbedFrames(origin: string) {
  const frames = new Map<HTMLIFrameElement, Promise<InitializeResult[]>>();
  const add = (frame: HTMLIFrameElement) => {
    if (frames.has(frame)) return;
    const resizer = initialize({ checkOrigin: [origin] }, frame).catch((error: unknown) => {
      console.error(error);
      return [];
    });
    frames.set(frame, resizer);
  };
  const remove = (frame: HTMLIFrameElement) => {
    const resizer = frames.get(frame);
    if (!resizer) return;
    frames.delete(frame);
    void resizer.then((results) => results.forEach((result) => result.unsubscribe()));
  };

  framesIn(document.documentElement).forEach(add);
  new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => framesIn(node).forEach(remove));
      record.addedNodes.forEach((node) => framesIn(node).forEach(add));
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  return {
    /** The embed frame whose window sent a message, if any. */
    frameOf: (source: MessageEventSource | null) => [...frames.keys()].find((frame) => source !== null && frame.contentWindow === source),
  };
}
