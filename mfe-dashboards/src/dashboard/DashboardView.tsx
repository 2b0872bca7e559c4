import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  currentUserAtom,
  eventBus,
  Link,
  PageLoader,
  pathTo,
  preloadable,
  reportError,
  useLoadedWhen,
  type Dashboard,
  type DashboardMode,
  type DashboardSharing,
  type ViewRange,
} from '@pulseboard/shared';
import type { LoadedDashboard, ViewerCredential } from '../api/dashboard-view.js';
import { EditToggle, LockNotice } from '../edit/EditToggle.js';
import { useDashboardEditor } from '../edit/use-dashboard-editor.js';
import { EmbedBridge } from '../embed/EmbedBridge.js';
import { createDashboardRequests } from '../widgets/data/dashboard-requests.js';
import { WidgetGrid } from '../widgets/layout/WidgetGrid.js';
import { preloadRenderers } from '../widgets/registry.js';
import { DashboardHeader } from './DashboardHeader.js';
import { useDashboardColours } from './dashboard-colours.js';
import { useLivePrint } from './dashboard-mode.js';
import { DashboardRuntimeContext, type DashboardRuntime } from './dashboard-runtime.js';
import { dashboardStyleVars } from './dashboard-theme.js';
import { usePageReady } from './page-ready.js';
import { useIdle } from './use-idle.js';
import { useViewRange } from './use-view-range.js';
import { shownWidgets, widgetSets } from './widget-sets.js';
import styles from './Dashboard.module.css';

/**
 * Edit mode's tools (the widget editor, settings, the editable grid) are most
 * of the screen's code, and the print view, embeds and viewers never use
 * them: they load once the view is idle for an owner who may edit, so
 * pressing Edit finds them there (useIdle).
 */
const DashboardEditMode = preloadable(async () => ({ default: (await import('../edit/DashboardEditMode.js')).DashboardEditMode }));
/** A save refused for a newer version is rare: the dialog (and the dialog library) load when it happens. */
const SaveConflictDialog = preloadable(async () => ({ default: (await import('../edit/save/SaveConflictDialog.js')).SaveConflictDialog }));

interface Props {
  loaded: LoadedDashboard;
  credential: ViewerCredential;
  mode: DashboardMode;
  /** A save's answer, the dashboard as stored. */
  onSaved: (dashboard: Dashboard) => void;
  /** A widget's data request failed; an embed leaves for its error screen when its token stopped working. */
  onDataError?: (error: unknown) => void;
}

/**
 * A loaded dashboard in one of its views: header, the real-time and the
 * normal widgets as two sets, footer. The root carries the dashboard's
 * theme and, in print, `data-drawn` and `data-ready` (see page-ready.ts). Its owner can turn
 * edit mode on in the report view (spec §2: not public, not printing); the
 * screen then shows the edited document. Embedded, the viewer is the public
 * whoever is signed in, and the page around the frame hears of the range.
 */
export function DashboardView({ loaded: { dashboard: saved, publicView }, credential, mode, onSaved, onDataError }: Props) {
  const print = mode === 'print';
  const embedded = mode === 'embed';
  const owner = saved.owner && !publicView && !embedded;
  const editor = useDashboardEditor(saved, onSaved);
  const dashboard = editor.editing && editor.draft ? editor.draft : saved;
  const user = useAtomValue(currentUserAtom);
  const [view, setView] = useViewRange(saved, { embedded });
  const live = useLivePrint(mode);
  const sets = useMemo(() => widgetSets(dashboard.widgets, mode, live), [dashboard.widgets, mode, live]);
  const widgetIds = useMemo(() => shownWidgets(sets).map((widget) => widget.id), [sets]);
  useEffect(() => preloadRenderers(shownWidgets(sets)), [sets]);
  const { reveal, drawn, ready } = usePageReady(widgetIds, print);
  const [{ queue, widgetData }] = useState(createDashboardRequests);
  const { root, colours } = useDashboardColours(dashboard.styles);
  const preview = useMemo(() => (editor.editing ? { timezone: saved.timezone } : undefined), [editor.editing, saved.timezone]);
  const runtime = useMemo<DashboardRuntime>(
    () => ({ permalink: saved.permalink, credential, queue, widgetData, owner, print, colours, reveal, preview, onDataError }),
    [saved.permalink, credential, queue, widgetData, owner, print, colours, reveal, preview, onDataError],
  );

  const changeView = useCallback(
    (next: ViewRange) => {
      setView(next);
      // An onboarding step is about the user's own dashboard, not another company's public one.
      if (owner) eventBus.emit('onboarding:action', { action: 'dashboard:date-range-changed' });
    },
    [setView, owner],
  );

  // The settings of sharing are not the edited document's: the dashboard as loaded takes them.
  const changeSharing = useCallback((sharing: DashboardSharing) => onSaved({ ...saved, ...sharing }), [onSaved, saved]);

  const canEdit = owner && mode === 'show';
  const idle = useIdle();
  useEffect(() => {
    if (canEdit && idle) DashboardEditMode.preload().catch(() => undefined);
  }, [canEdit, idle]);
  const conflictDialogLoaded = useLoadedWhen(SaveConflictDialog, owner && editor.conflict !== null, reportError);
  const both = sets.realTime.length > 0 && sets.normal.length > 0;
  return (
    <DashboardRuntimeContext.Provider value={runtime}>
      <div
        ref={root}
        className={styles.dashboard}
        data-theme={dashboard.styles.theme}
        data-mode={mode}
        data-drawn={print ? String(drawn) : undefined}
        data-ready={print ? String(ready) : undefined}
        style={dashboardStyleVars(dashboard.styles)}
      >
        <DashboardHeader
          dashboard={dashboard}
          view={view}
          onViewChange={changeView}
          mode={mode}
          owner={owner}
          hasRealTime={sets.realTime.length > 0}
          editControl={canEdit ? <EditToggle editor={editor} /> : null}
          idle={idle}
          live={live}
          onSharingChange={changeSharing}
        />
        {embedded ? <EmbedBridge permalink={saved.permalink} rangeLocked={saved.embed?.rangeLocked ?? false} view={view} onViewChange={setView} /> : null}
        {canEdit ? <LockNotice editor={editor} lockedByOther={saved.locked !== null && saved.locked !== user?.id} /> : null}
        {owner && conflictDialogLoaded ? <SaveConflictDialog editor={editor} /> : null}
        {owner && !dashboard.active ? <p className={styles.notice}>This dashboard is archived: its public link works again once it is restored.</p> : null}
        {editor.editing && editor.draft ? (
          <Suspense fallback={<PageLoader label="Loading the editor" />}>
            <DashboardEditMode editor={editor} draft={editor.draft} view={view} />
          </Suspense>
        ) : (
          <>
            {sets.realTime.length > 0 ? <WidgetGrid widgets={sets.realTime} view={view} refresh={!print} title="Real-time" showTitle={both} /> : null}
            {sets.normal.length > 0 ? <WidgetGrid widgets={sets.normal} view={view} refresh={false} title="Report" showTitle={both} /> : null}
            {widgetIds.length === 0 ? (
              <div className={styles.empty}>
                {mode === 'realTime' ? (
                  <p>
                    This dashboard has no real-time widgets. <Link to={pathTo('dashboard.show', { permalink: dashboard.permalink })}>See the full report</Link>
                  </p>
                ) : (
                  <p>There is nothing on this dashboard yet.</p>
                )}
              </div>
            ) : null}
          </>
        )}
        {dashboard.footer ? <footer className={styles.footer}>{dashboard.footer}</footer> : null}
      </div>
    </DashboardRuntimeContext.Provider>
  );
}
