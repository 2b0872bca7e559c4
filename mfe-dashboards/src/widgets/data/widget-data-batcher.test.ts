import { ApiError, MAX_WIDGETS_PER_DATA_REQUEST, type ViewRange, type WidgetData } from '@pulseboard/shared';
import { SESSION_ONLY, type WidgetAnswer } from '../../api/dashboard-view';
import { widgetData } from '../../test-support/dashboard-fixtures';
import { createRequestQueue } from './request-queue';
import { createWidgetDataBatcher, type LoadWidgets } from './widget-data-batcher';

const MARCH: ViewRange = { range: { startDate: '2026-03-01', endDate: '2026-03-31' }, compare: { startDate: '2026-01-29', endDate: '2026-02-28' } };
const APRIL: ViewRange = { range: { startDate: '2026-04-01', endDate: '2026-04-30' }, compare: { startDate: '2026-03-02', endDate: '2026-03-31' } };

interface Request {
  widgetIds: string[];
  view: ViewRange;
  answer: (widgetId: string, answer: WidgetAnswer) => void;
  finish: (error?: unknown) => void;
}

/** A loadWidgets the test answers by hand, request by request. */
function fakeApi() {
  const requests: Request[] = [];
  const loadWidgets: LoadWidgets = (_permalink, widgetIds, view, _credential, onWidget) =>
    new Promise<void>((resolve, reject) => requests.push({ widgetIds, view, answer: onWidget, finish: (error) => (error ? reject(error) : resolve()) }));
  return { requests, loadWidgets };
}

const ask = (widgetId: string, view = MARCH) => ({ permalink: 'acme', credential: SESSION_ONLY, widgetId, view });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('asks for the widgets asked together in one request per view, at most MAX_WIDGETS_PER_DATA_REQUEST each, within the queue', async () => {
  const { requests, loadWidgets } = fakeApi();
  const batcher = createWidgetDataBatcher(createRequestQueue(2), loadWidgets);
  const count = MAX_WIDGETS_PER_DATA_REQUEST * 2 + 1;
  const loads = Array.from({ length: count }, (_, index) => batcher.load(ask(`w${index}`)));
  const other = batcher.load(ask('w0', APRIL));
  await flush();
  // Three requests for March, one for April; the queue lets two go at once.
  expect(requests.map((request) => request.widgetIds.length)).toEqual([MAX_WIDGETS_PER_DATA_REQUEST, MAX_WIDGETS_PER_DATA_REQUEST]);
  for (const request of requests) for (const widgetId of request.widgetIds) request.answer(widgetId, { data: widgetData(), hash: 'h' });
  requests.forEach((request) => request.finish());
  await flush();
  expect(requests.slice(2).map((request) => [request.widgetIds, request.view])).toEqual([
    [[`w${count - 1}`], MARCH],
    [['w0'], APRIL],
  ]);
  requests.slice(2).forEach((request) => {
    request.answer(request.widgetIds[0]!, { data: widgetData(), hash: 'h' });
    request.finish();
  });
  await expect(Promise.all([...loads, other])).resolves.toHaveLength(count + 1);
});

it("settles each widget as its line comes: its data or its own error, whatever the others'", async () => {
  const { requests, loadWidgets } = fakeApi();
  const batcher = createWidgetDataBatcher(createRequestQueue(4), loadWidgets);
  const fine = batcher.load(ask('fine'));
  const twice = batcher.load(ask('fine'));
  const gone = batcher.load(ask('gone'));
  const slow = batcher.load(ask('slow'));
  await flush();
  expect(requests.map((request) => request.widgetIds)).toEqual([['fine', 'gone', 'slow']]);
  const [request] = requests;
  const data: WidgetData = widgetData();
  request!.answer('fine', { data, hash: 'h' });
  request!.answer('gone', { error: new ApiError(404, { message: 'Not Found' }, 'Not Found') });
  await expect(fine).resolves.toBe(data);
  await expect(twice).resolves.toBe(data);
  await expect(gone).rejects.toMatchObject({ status: 404 });
  let slowSettled = false;
  void slow.finally(() => (slowSettled = true)).catch(() => undefined);
  await flush();
  expect(slowSettled).toBe(false);
  // The answer ended without the slow widget's line: it fails rather than waits forever.
  request!.finish();
  await expect(slow).rejects.toThrow('The answer had no line for this widget');
});

it("fails every widget still waiting with the request's own error when it is refused as a whole", async () => {
  const { requests, loadWidgets } = fakeApi();
  const batcher = createWidgetDataBatcher(createRequestQueue(4), loadWidgets);
  const loads = ['a', 'b'].map((widgetId) => batcher.load(ask(widgetId)));
  await flush();
  const expired = new ApiError(403, { message: 'This embed link has expired.' }, 'This embed link has expired.');
  requests[0]!.answer('a', { data: widgetData(), hash: 'h' });
  requests[0]!.finish(expired);
  await expect(loads[0]).resolves.toEqual(widgetData());
  await expect(loads[1]).rejects.toBe(expired);
});
