import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useUnsavedChanges } from './use-unsaved-changes.js';

/**
 * useUnsavedChanges for a form that is a page of its own: following a link
 * or going back while it is edited asks first, and stays when the user
 * keeps editing. Needs the data router the shell creates.
 */
export function useUnsavedChangesBlocker(dirty: boolean) {
  const { confirmDiscard, dialog } = useUnsavedChanges(dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirmDiscard]);

  return { confirmDiscard, dialog };
}
