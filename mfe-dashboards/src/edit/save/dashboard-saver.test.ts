import { ApiError, type Dashboard } from '@pulseboard/shared';
import { dashboardDocument } from '../../test-support/dashboard-fixtures';
import { deferred } from '../../test-support/deferred';
import { createDashboardSaver } from './dashboard-saver';
import { readUnsaved } from './unsaved-document';

beforeEach(() => sessionStorage.clear());

const gatewayTimeout = () => new ApiError(504, null);
const document = (name: string) => dashboardDocument({ id: 4, name });

it('sends a save answered 504 again, up to three more times', async () => {
  const send = jest
    .fn<Promise<Dashboard>, [Dashboard, AbortSignal]>()
    .mockRejectedValueOnce(gatewayTimeout())
    .mockRejectedValueOnce(gatewayTimeout())
    .mockRejectedValueOnce(gatewayTimeout())
    .mockImplementation(async (doc) => doc);
  const saver = createDashboardSaver({ send, retryDelayMs: 0 });
  await expect(saver.save(document('A'))).resolves.toMatchObject({ status: 'saved' });
  expect(send).toHaveBeenCalledTimes(4);
});

it('gives up after the third retry, and keeps the document', async () => {
  const send = jest.fn<Promise<Dashboard>, [Dashboard, AbortSignal]>().mockRejectedValue(gatewayTimeout());
  const saver = createDashboardSaver({ send, retryDelayMs: 0 });
  await expect(saver.save(document('A'))).resolves.toMatchObject({ status: 'failed' });
  expect(send).toHaveBeenCalledTimes(4);
  expect(readUnsaved(4)?.name).toBe('A');
});

it('does not retry other failures', async () => {
  const send = jest.fn<Promise<Dashboard>, [Dashboard, AbortSignal]>().mockRejectedValue(new ApiError(500, null));
  const saver = createDashboardSaver({ send, retryDelayMs: 0 });
  await expect(saver.save(document('A'))).resolves.toMatchObject({ status: 'failed' });
  expect(send).toHaveBeenCalledTimes(1);
});

it('cancels a pending save when a newer one starts; only the newer one counts', async () => {
  const first = deferred<Dashboard>();
  const signals: AbortSignal[] = [];
  const send = jest.fn((doc: Dashboard, signal: AbortSignal) => {
    signals.push(signal);
    return doc.name === 'A' ? first.promise : Promise.resolve(doc);
  });
  const saver = createDashboardSaver({ send, retryDelayMs: 0 });
  const older = saver.save(document('A'));
  const newer = saver.save(document('B'));
  expect(signals[0]?.aborted).toBe(true);
  first.resolve(document('A'));
  await expect(older).resolves.toEqual({ status: 'cancelled' });
  await expect(newer).resolves.toMatchObject({ status: 'saved', dashboard: { name: 'B' } });
  expect(readUnsaved(4)).toBeNull();
});

it('cancels a save waiting to retry a 504', async () => {
  const send = jest
    .fn<Promise<Dashboard>, [Dashboard, AbortSignal]>()
    .mockRejectedValueOnce(gatewayTimeout())
    .mockImplementation(async (doc) => doc);
  const saver = createDashboardSaver({ send, retryDelayMs: 60_000 });
  const older = saver.save(document('A'));
  await Promise.resolve();
  const newer = saver.save(document('B'));
  await expect(older).resolves.toEqual({ status: 'cancelled' });
  await expect(newer).resolves.toMatchObject({ status: 'saved' });
  expect(send.mock.calls.map(([doc]) => doc.name)).toEqual(['A', 'B']);
});

it('keeps a failed document until a retry saves it', async () => {
  let online = false;
  const send = jest.fn(async (doc: Dashboard) => {
    if (!online) throw new TypeError('Failed to fetch');
    return doc;
  });
  const saver = createDashboardSaver({ send, retryDelayMs: 0 });
  await saver.save(document('Edited offline'));
  expect(readUnsaved(4)?.name).toBe('Edited offline');
  online = true;
  await expect(saver.retryUnsaved(4)).resolves.toMatchObject({ status: 'saved', dashboard: { name: 'Edited offline' } });
  expect(readUnsaved(4)).toBeNull();
  expect(saver.retryUnsaved(4)).toBeNull();
});
