import { useCallback, useState } from 'react';
import { useTransientValue } from './use-transient-value.js';

/** How long a button shows Done or Failed (spec §4, §9). */
export const BUTTON_FEEDBACK_MS = 500;

export type ButtonOutcome = 'done' | 'failed';

/**
 * Runs an async action for a button and tells how it went: `running` while
 * it runs, then `outcome` for 500 ms. A rejection only shows as Failed; the
 * action reports its own errors (it knows which ones deserve reporting).
 */
export function useButtonFeedback(action: () => unknown) {
  const [running, setRunning] = useState(false);
  const [outcome, showOutcome] = useTransientValue<ButtonOutcome>(BUTTON_FEEDBACK_MS);

  const run = useCallback(async () => {
    setRunning(true);
    try {
      await action();
      showOutcome('done');
    } catch {
      showOutcome('failed');
    } finally {
      setRunning(false);
    }
  }, [action, showOutcome]);

  return { run, running, outcome };
}
