import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, dashboardChangedErrorSchema, eventBus, type Dashboard } from '@pulseboard/shared';
import { saveDashboard } from '../api/dashboard-edit.js';
import { loadDashboard, SESSION_ONLY } from '../api/dashboard-view.js';
import { useEditLock } from './lock/use-edit-lock.js';
import { createDashboardSaver, type SaveOutcome } from './save/dashboard-saver.js';
import { createSaveSequence, editorSessionOf } from './save/editor-session.js';
import { dropUnsaved, readUnsaved } from './save/unsaved-document.js';
import { saveForm } from './save/save-input.js';

export type DocumentEdit = (dashboard: Dashboard) => Dashboard;

/** A save refused because another editing session saved first: the document refused and the revision the dashboard is at. */
export interface SaveConflict {
  document: Dashboard;
  revision: number;
}

/** What the server said of a save it refused as invalid (422): no retry will take it, so the user is told. */
function refusalOf(outcome: SaveOutcome | null): string | null {
  if (outcome?.status !== 'failed' || !(outcome.error instanceof ApiError) || outcome.error.status !== 422) return null;
  return Object.values(outcome.error.fieldErrors)[0]?.[0] ?? outcome.error.message;
}

function conflictOf(document: Dashboard, outcome: SaveOutcome | null): SaveConflict | null {
  if (outcome?.status !== 'failed' || !(outcome.error instanceof ApiError) || outcome.error.status !== 409) return null;
  const body = dashboardChangedErrorSchema.safeParse(outcome.error.body);
  return body.success ? { document, revision: body.data.revision } : null;
}

/**
 * Edit mode of one dashboard: the lock, the edited document and its saving.
 * Turning edit mode on takes the lock and starts from the document kept
 * unsaved, if a save of it never went through, else from the dashboard as
 * loaded. Every change is saved at once (a newer save cancels an older);
 * `onSaved` hands the server's answer (with the widgets' new hashes) to the
 * view. A document kept unsaved is sent again when the connection comes
 * back, in edit mode or not. A save refused because another session saved
 * first is a `conflict`: the document stays kept until the user overwrites
 * with it or reloads the dashboard as stored. A save refused as invalid is
 * told in the server's words: the edit stays on screen for the user to mend.
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
  const [editorSession] = useState(() => editorSessionOf(dashboard.id));
  const [nextSequence] = useState(() => createSaveSequence(dashboard.saveSequence ?? 0));
  const [saver] = useState(() =>
    createDashboardSaver({ send: (document, signal) => saveDashboard(document.id, saveForm(document, savedRef.current, { editor: editorSession, sequence: nextSequence() }), signal) }),
  );
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  const settle = useCallback(async (document: Dashboard | null, outcome: Promise<SaveOutcome> | null) => {
    const result = await outcome;
    if (result?.status === 'saved') onSavedRef.current(result.dashboard);
    const refused = document && conflictOf(document, result);
    if (refused) setConflict(refused);
    const refusal = refusalOf(result);
    if (refusal) eventBus.emit('ui:notify', { level: 'error', message: `Your last change could not be saved: ${refusal}` });
    return result;
  }, []);

  /** Puts a document in place of the edited one, when edit mode is on. */
  const replaceDraft = useCallback((document: Dashboard) => {
    if (!draftRef.current) return;
    draftRef.current = document;
    setDraft(document);
  }, []);

  /** Saves the refused document over the other session's save, as based on the revision now. */
  const overwrite = useCallback(() => {
    if (!conflict) return Promise.resolve(null);
    const document = { ...conflict.document, revision: conflict.revision };
    setConflict(null);
    replaceDraft(document);
    return settle(document, saver.save(document));
  }, [conflict, replaceDraft, saver, settle]);

  /** Drops the refused document and shows (and edits) the dashboard as stored. */
  const reload = useCallback(async () => {
    if (!conflict) return;
    dropUnsaved(conflict.document.id);
    const { dashboard: stored } = await loadDashboard(conflict.document.permalink, SESSION_ONLY);
    setConflict(null);
    onSavedRef.current(stored);
    replaceDraft(stored);
  }, [conflict, replaceDraft]);

  const edit = useCallback(
    (change: DocumentEdit) => {
      const current = draftRef.current;
      if (!current) return Promise.resolve(null);
      const next = change(current);
      draftRef.current = next;
      setDraft(next);
      return settle(next, saver.save(next));
    },
    [saver, settle],
  );

  const start = useCallback(async () => {
    if (!(await take())) return;
    const kept = readUnsaved(dashboard.id);
    draftRef.current = kept ?? savedRef.current;
    setDraft(draftRef.current);
    if (kept) void settle(kept, saver.save(kept));
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
    const retry = () => void settle(readUnsaved(dashboard.id), saver.retryUnsaved(dashboard.id));
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [saver, settle, dashboard.id]);

  return { lock, editing: draft !== null && lock.status === 'held', draft, start, stop, edit, conflict, overwrite, reload };
}

export type DashboardEditor = ReturnType<typeof useDashboardEditor>;
