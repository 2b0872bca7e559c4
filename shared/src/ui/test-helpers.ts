import { setTimeout as realSetTimeout } from 'node:timers';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** user-event driving jest's fake timers, so timed rules (750 ms, 500 ms) are stepped, not waited for. */
export function setupUserWithFakeTimers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/**
 * Lets promises started by an event (clipboard, fetch, an async action)
 * settle and React render their result, without moving the fake clock. A real
 * timeout runs every pending microtask, and also the render React's scheduler
 * queued on the real setTimeout it captured before the clock was faked (user-event
 * runs outside act, so its updates go through that scheduler).
 */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
}

/** Moves the fake clock, rendering what the timers change. */
export function elapse(ms: number): void {
  act(() => jest.advanceTimersByTime(ms));
}
