import { EventEmitter, once } from 'node:events';

/**
 * Renders this process finished, by content key: a held poll (pdf-requests.ts)
 * wakes as soon as its file is stored here. A render another process
 * finished is found by the poll's next look instead.
 */
export function renderFinished() {
  const emitter = new EventEmitter();
  // One listener per held poll, each gone when its poll answers: their number is the polls in flight.
  emitter.setMaxListeners(0);
  return {
    /** The render of `key` ended here, stored or failed. */
    announce(key: string): void {
      emitter.emit(key);
    },
    /** Resolves when the render of `key` ends here, after `ms`, or once `signal` aborts, whichever comes first. */
    async wait(key: string, ms: number, signal?: AbortSignal): Promise<void> {
      const timeout = AbortSignal.timeout(ms);
      await once(emitter, key, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout }).catch(() => undefined);
    },
  };
}

export type RenderFinished = ReturnType<typeof renderFinished>;
