import { act } from '@testing-library/react';
import { readEmbedEvent } from '@pulseboard/shared';

/**
 * The page around an embedded dashboard: a real window (an iframe's, so
 * message events accept it as their source) standing in as `window.parent`,
 * recording what the dashboard posts to it.
 */
export function fakeEmbeddingPage() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const page = frame.contentWindow as Window;
  const parent = jest.spyOn(window, 'parent', 'get').mockReturnValue(page);
  const postMessage = jest.spyOn(page, 'postMessage').mockImplementation(() => undefined);
  return {
    window: page,
    /** Every message posted to the page, as posted. */
    messages: () => postMessage.mock.calls.map(([message]) => message as unknown),
    /** The events posted to the page, read as a page reads them. */
    events: () => postMessage.mock.calls.map(([message]) => readEmbedEvent(message)),
    /** A message arriving in the dashboard's window from `source` (the page itself by default). */
    send: (data: unknown, source: MessageEventSource = page) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, source }))),
    leave: () => {
      parent.mockRestore();
      frame.remove();
    },
  };
}
