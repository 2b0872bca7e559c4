import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { eventBus, pathTo, type ViewRange } from '@pulseboard/shared';
import type { LoadedDashboard } from '../api/dashboard-view.js';
import { createRequestQueue } from '../widgets/data/request-queue.js';
import { WidgetGrid } from '../widgets/layout/WidgetGrid.js';
import { DashboardHeader } from './DashboardHeader.js';
import type { DashboardMode } from './dashboard-mode.js';
import { DashboardRuntimeContext, type DashboardRuntime } from './dashboard-runtime.js';
import { dashboardStyleVars } from './dashboard-theme.js';
import { usePageReady } from './page-ready.js';
import { useViewRange } from './use-view-range.js';
import { widgetSets } from './widget-sets.js';
import styles from './Dashboard.module.css';

/** Widget data requests of one dashboard in flight at once; the rest wait their turn. */
const MAX_CONCURRENT_REQUESTS = 4;

/**
 * A loaded dashboard in one of its three views: header, the real-time and
 * the normal widgets as two sets, footer. The root carries the dashboard's
 * theme and, in print, `data-ready` (see page-ready.ts).
 */
export function DashboardView({ loaded: { dashboard, publicView }, token, mode }: { loaded: LoadedDashboard; token: string | null; mode: DashboardMode }) {
  const print = mode === 'print';
  const owner = dashboard.owner && !publicView;
  const [view, setView] = useViewRange(dashboard);
  const sets = useMemo(() => widgetSets(dashboard.widgets, { publicView, mode }), [dashboard.widgets, publicView, mode]);
  const widgetIds = useMemo(() => [...sets.realTime, ...sets.normal].map((widget) => widget.id), [sets]);
  const { reveal, ready } = usePageReady(widgetIds, print);
  const [queue] = useState(() => createRequestQueue(MAX_CONCURRENT_REQUESTS));
  const runtime = useMemo<DashboardRuntime>(() => ({ permalink: dashboard.permalink, token, queue, owner, print, reveal }), [dashboard.permalink, token, queue, owner, print, reveal]);

  const changeView = useCallback(
    (next: ViewRange) => {
      setView(next);
      eventBus.emit('onboarding:action', { action: 'dashboard:date-range-changed' });
    },
    [setView],
  );

  const both = sets.realTime.length > 0 && sets.normal.length > 0;
  return (
    <DashboardRuntimeContext.Provider value={runtime}>
      <div className={styles.dashboard} data-theme={dashboard.styles.theme} data-mode={mode} data-ready={print ? String(ready) : undefined} style={dashboardStyleVars(dashboard.styles)}>
        <DashboardHeader dashboard={dashboard} view={view} onViewChange={changeView} mode={mode} owner={owner} hasRealTime={sets.realTime.length > 0} />
        {owner && !dashboard.active ? <p className={styles.notice}>This dashboard is archived: its public link works again once it is restored.</p> : null}
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
        {dashboard.footer ? <footer className={styles.footer}>{dashboard.footer}</footer> : null}
      </div>
    </DashboardRuntimeContext.Provider>
  );
}
