import { act } from '@testing-library/react';
import { settle } from '@pulseboard/shared/testing';

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets promises, lazy renderers and effects run (on real or fake timers) until the condition holds. */
export async function settleUntil(condition: () => boolean, rounds = 30): Promise<void> {
  for (let round = 0; round < rounds && !condition(); round += 1) await settle();
  await act(async () => undefined);
  if (!condition()) throw new Error('settleUntil: the condition never held');
}
