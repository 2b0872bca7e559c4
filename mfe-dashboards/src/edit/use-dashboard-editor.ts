import { useCallback, useEffect, useRef, useState } from 'react';
import { eventBus, type Dashboard } from '@pulseboard/shared';
import { saveDashboard } from '../api/dashboard-edit.js';
import { useEditLock } from './lock/use-edit-lock.js';
import { createDashboardSaver, type SaveOutcome } from './save/dashboard-saver.js';
import { readUnsaved } from './save/unsaved-document.js';
import { saveForm } from './save/save-input.js';

export type DocumentEdit = (dashboard: Dashboard) => Dashboard;

/**
 * Edit mode of one dashboard: the lock, the edited document and its saving.
 * Turning edit mode on takes the lock and starts from the document kept
 * unsaved, if a save of it never went through, else from the dashboard as
 * loaded. Every change is saved at once (a newer save cancels an older);
 * `onSaved` hands the server's answer (with the widgets' new hashes) to the
 * view. A document kept unsaved is sent again when the connection comes
 * back, in edit mode or not.
 */
export function useDashboardEditor(dashboard: Dashboard, onSaved: (saved: Dashboard) => void) {
  const { lock, take, release } = useEditLock(dashboard.id);
  const [draft, setDraft] = useState<Dashboard | null>(null);
  const draftRef = useRef<Dashboard | null>(null);
  const savedRef = useRef(dashboard);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    savedRef.current = dashboard;
    onSavedRef.current = onSaved;
  });
  const [saver] = useState(() => createDashboardSaver({ send: (document, signal) => saveDashboard(document.id, saveForm(document, savedRef.current), signal) }));

  const settle = useCallback(async (outcome: Promise<SaveOutcome> | null) => {
    const result = await outcome;
    if (result?.status === 'saved') onSavedRef.current(result.dashboard);
    return result;
  }, []);

  const edit = useCallback(
    (change: DocumentEdit) => {
      const current = draftRef.current;
      if (!current) return Promise.resolve(null);
      const next = change(current);
      draftRef.current = next;
      setDraft(next);
      return settle(saver.save(next));
    },
    [saver, settle],
  );

  const start = useCallback(async () => {
    if (!(await take())) return;
    const kept = readUnsaved(dashboard.id);
    draftRef.current = kept ?? savedRef.current;
    setDraft(draftRef.current);
    if (kept) void settle(saver.save(kept));
  }, [take, dashboard.id, saver, settle]);

  const stop = useCallback(() => {
    release();
    draftRef.current = null;
    setDraft(null);
    eventBus.emit('onboarding:action', { action: 'dashboard:edit-mode-off' });
  }, [release]);

  // Another user took over a lapsed lock: this tab's edit mode ends; what it had is saved or kept.
  const lost = lock.status === 'taken' && draft !== null;
  useEffect(() => {
    if (!lost) return;
    draftRef.current = null;
    setDraft(null);
  }, [lost]);

  useEffect(() => {
    const retry = () => void settle(saver.retryUnsaved(dashboard.id));
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [saver, settle, dashboard.id]);

  return { lock, editing: draft !== null && lock.status === 'held', draft, start, stop, edit };
}

export type DashboardEditor = ReturnType<typeof useDashboardEditor>;
