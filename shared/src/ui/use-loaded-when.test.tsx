import { act, renderHook, waitFor } from '@testing-library/react';
import { preloadable } from '../plugin/preloadable';
import { useLoadedWhen } from './use-loaded-when';

const Shown = () => null;

it('loads the code only once it is needed, and then says so', async () => {
  const load = jest.fn(async () => ({ default: Shown }));
  const component = preloadable(load);
  const { result, rerender } = renderHook(({ needed }) => useLoadedWhen(component, needed, jest.fn()), { initialProps: { needed: false } });
  expect(result.current).toBe(false);
  expect(load).not.toHaveBeenCalled();
  rerender({ needed: true });
  await waitFor(() => expect(result.current).toBe(true));
  expect(load).toHaveBeenCalledTimes(1);
});

it('hands a failed load to onFailure, stays not loaded, and asks again when needed again', async () => {
  const failure = new Error('chunk failed');
  const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue({ default: Shown });
  const component = preloadable(load);
  const onFailure = jest.fn();
  const { result, rerender } = renderHook(({ needed }) => useLoadedWhen(component, needed, onFailure), { initialProps: { needed: true } });
  await waitFor(() => expect(onFailure).toHaveBeenCalledWith(failure));
  expect(result.current).toBe(false);
  act(() => rerender({ needed: false }));
  rerender({ needed: true });
  await waitFor(() => expect(result.current).toBe(true));
  expect(load).toHaveBeenCalledTimes(2);
  expect(onFailure).toHaveBeenCalledTimes(1);
});
