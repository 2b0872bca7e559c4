import { initialize } from '@open-iframe-resizer/core';
import { embedEvent, readEmbedCommand } from '@pulseboard/shared';
import { readFrameEvent } from './embed-envelope';
import { startEmbedPage } from './page-api';

jest.mock('@open-iframe-resizer/core', () => ({ initialize: jest.fn() }));

const ORIGIN = 'https://app.pulseboard.test';
const range = { startDate: '2026-02-01', endDate: '2026-02-28', compareStartDate: '2026-01-04', compareEndDate: '2026-01-31' };
const unsubscribe = jest.fn();
const initializeResizer = jest.mocked(initialize);

function addFrame({ embed = true } = {}) {
  const frame = document.createElement('iframe');
  if (embed) frame.setAttribute('data-pulseboard-embed', '');
  document.body.append(frame);
  return frame;
}
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));
const post = (data: unknown, source: MessageEventSource | null, origin = ORIGIN) => window.dispatchEvent(new MessageEvent('message', { data, source, origin }));

// Like the script: it starts once per page, here before the first frames and after.
const early = addFrame();
initializeResizer.mockResolvedValue([{ unsubscribe, resize: () => undefined }]);
const page = startEmbedPage(ORIGIN);
afterEach(() => {
  document.querySelectorAll('iframe').forEach((frame) => frame !== early && frame.remove());
  jest.restoreAllMocks();
});

it('fits every embed frame to its content, those there before the script and those added after, hearing only the dashboards origin', async () => {
  const later = addFrame();
  addFrame({ embed: false });
  await mutationsSeen();
  expect(initializeResizer.mock.calls).toEqual([
    [{ checkOrigin: [ORIGIN] }, early],
    [{ checkOrigin: [ORIGIN] }, later],
  ]);
  later.remove();
  await mutationsSeen();
  await Promise.resolve();
  expect(unsubscribe).toHaveBeenCalledTimes(1);
});

it("hands a frame's events to the page's handlers with the frame, and as a DOM event on the frame", async () => {
  const frame = addFrame();
  const other = addFrame();
  await mutationsSeen();
  const handler = jest.fn();
  const stop = page.on('rangeChange', handler);
  const domEvents: unknown[] = [];
  frame.addEventListener('pulseboard:rangeChange', (event) => domEvents.push((event as CustomEvent).detail));

  post(embedEvent('rangeChange', range), frame.contentWindow);
  expect(handler).toHaveBeenCalledWith(range, frame);
  expect(domEvents).toEqual([range]);
  post(embedEvent('rangeChange', range), other.contentWindow);
  expect(handler).toHaveBeenLastCalledWith(range, other);

  stop();
  post(embedEvent('rangeChange', range), frame.contentWindow);
  expect(handler).toHaveBeenCalledTimes(2);
});

it("ignores what does not come from an embed frame's window at the dashboards' origin, or is no event of this version", async () => {
  const frame = addFrame();
  const stranger = addFrame({ embed: false });
  await mutationsSeen();
  const handler = jest.fn();
  page.on('ready', handler);
  const ready = embedEvent('ready', { permalink: 'acme', range, rangeLocked: false });

  post(ready, stranger.contentWindow);
  post(ready, window);
  post(ready, null);
  post(ready, frame.contentWindow, 'https://evil.example');
  post({ ...ready, namespace: 'pulseboard:other' }, frame.contentWindow);
  post({ ...ready, version: 2 }, frame.contentWindow);
  post({ ...ready, type: 'hasOwnProperty' }, frame.contentWindow);
  post('[iFrameSizer]resize', frame.contentWindow);
  expect(handler).not.toHaveBeenCalled();

  post(ready, frame.contentWindow);
  expect(handler).toHaveBeenCalledTimes(1);
});

it('keeps calling the other handlers when one throws', async () => {
  const frame = addFrame();
  await mutationsSeen();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const after = jest.fn();
  page.on('resize', () => {
    throw new Error('a page bug');
  });
  page.on('resize', after);
  post(embedEvent('resize', { width: 800, height: 600 }), frame.contentWindow);
  expect(after).toHaveBeenCalledWith({ width: 800, height: 600 }, frame);
});

it('sends setRange to the frame, at the dashboards origin only, as the contract reads it', async () => {
  const frame = addFrame();
  const postMessage = jest.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
  page.setRange(frame, { startDate: '2026-02-01', endDate: '2026-02-28' });
  const [message, targetOrigin] = postMessage.mock.calls[0] as [unknown, string];
  expect(targetOrigin).toBe(ORIGIN);
  expect(readEmbedCommand(message)).toEqual({ type: 'setRange', payload: { startDate: '2026-02-01', endDate: '2026-02-28' } });
});

it("reads every event of the contract's map, as the frame builds it", () => {
  const events = [
    embedEvent('ready', { permalink: 'acme', range, rangeLocked: true }),
    embedEvent('rangeChange', range),
    embedEvent('error', { code: 'range-locked', message: 'Locked.' }),
    embedEvent('resize', { width: 1, height: 2 }),
  ];
  for (const event of events) expect(readFrameEvent(structuredClone(event))).toEqual({ type: event.type, payload: event.payload });
});

describe('script embeds', () => {
  /** A <pulseboard-dashboard> as its bundle defines it, as far as the page sees it: its events and setRange. */
  function addElement() {
    const element = Object.assign(document.createElement('pulseboard-dashboard'), { setRange: jest.fn() });
    document.body.append(element);
    return element;
  }
  afterEach(() => document.querySelectorAll('pulseboard-dashboard').forEach((element) => element.remove()));

  it("hands an element's events to the page's handlers with the element, before its own listeners", () => {
    const element = addElement();
    const order: string[] = [];
    const handler = jest.fn(() => order.push('handler'));
    const stop = page.on('rangeChange', handler);
    element.addEventListener('pulseboard:rangeChange', () => order.push('element'));
    element.dispatchEvent(new CustomEvent('pulseboard:rangeChange', { detail: range }));
    expect(handler).toHaveBeenCalledWith(range, element);
    expect(order).toEqual(['handler', 'element']);
    stop();
  });

  it('ignores look-alike events on anything but an element', () => {
    const handler = jest.fn();
    const stop = page.on('ready', handler);
    document.body.dispatchEvent(new CustomEvent('pulseboard:ready', { detail: {} }));
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('sends setRange to the element', () => {
    const element = addElement();
    page.setRange(element, { startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(element.setRange).toHaveBeenCalledWith({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });
});
