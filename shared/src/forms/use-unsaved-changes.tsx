import { useCallback, useEffect } from 'react';
import { useBlocker } from '../core.js';
import { useConfirm } from '../ui/use-confirm.js';

export const DISCARD_CHANGES_TITLE = 'Discard your changes?';
export const DISCARD_CHANGES_DESCRIPTION = 'What you changed here has not been saved.';

/**
 * A warning before an edited form is left (spec: widget editor, dashboard
 * settings, company settings). While `dirty`, reloading or closing the tab
 * asks the browser's own question, and `confirmDiscard` asks ours: it
 * resolves true when there is nothing to lose or the user chose to discard.
 * Render `dialog` once in the component that asks.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmDiscard = useCallback(async () => {
    if (!dirty) return true;
    const answer = await confirm({ title: DISCARD_CHANGES_TITLE, description: DISCARD_CHANGES_DESCRIPTION, submitLabel: 'Discard', cancelLabel: 'Keep editing', danger: true });
    return answer !== null;
  }, [confirm, dirty]);

  return { confirmDiscard, dialog };
}

/**
 * useUnsavedChanges for a page form: besides the tab's own question, leaving
 * the page inside the app (a link, the sidebar, Back) while `dirty` asks
 * "Discard your changes?" and stays on the page unless the user discards.
 */
export function useUnsavedPageChanges(dirty: boolean) {
  const { confirmDiscard, dialog } = useUnsavedChanges(dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirmDiscard]);

  return { dialog };
}
