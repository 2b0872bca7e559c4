import type { ReactNode } from 'react';
import { Icon, Link, pathTo, reportError, useLoadedWhen, type Dashboard, type DashboardMode, type DashboardSharing, type ViewRange } from '@pulseboard/shared';
import { formatRange } from '../widgets/format/format-range.js';
import { DateRangePicker, headerToolsOf, ShareMenu } from './header-tools.js';
import { imageUrl } from './image-url.js';
import styles from './Dashboard.module.css';

interface Props {
  dashboard: Dashboard;
  view: ViewRange;
  onViewChange: (view: ViewRange) => void;
  mode: DashboardMode;
  /** The viewer owns the dashboard (not a public viewer). */
  owner: boolean;
  hasRealTime: boolean;
  /** The edit mode switch, for owners in the report view. */
  editControl?: ReactNode;
  /** The print view of the real-time view's PDF: headed as live data at the time it was printed. */
  live?: boolean;
  /** The browser has had an idle moment since the view mounted (useIdle): the tools' code loads then. */
  idle: boolean;
  /** The owner made it public or private, or set or removed its password, from the share menu. */
  onSharingChange: (sharing: DashboardSharing) => void;
}

const LIVE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Name, logos and period, then the tools: the calendar (unless the
 * dashboard hides it), the switch between report and real-time views, and
 * sharing. Print keeps the identity and the period as text, and no tools;
 * embedded, the calendar is the one tool (sharing is the embedding site's).
 */
export function DashboardHeader({ dashboard, view, onViewChange, mode, owner, hasRealTime, editControl, live = false, idle, onSharingChange }: Props) {
  // The dashboard's own logo, else its company's (Company Settings).
  const logo = imageUrl(dashboard.styles.logoImage) ?? imageUrl(dashboard.companyLogo);
  const client = imageUrl(dashboard.styles.clientImage);
  const { calendar, share } = headerToolsOf(dashboard, mode);
  // The tools' code loads after the first screen of widgets has had the thread, and each tool shows once
  // it is there (without suspending, whose reveal React throttles).
  const calendarLoaded = useLoadedWhen(DateRangePicker, calendar && idle, reportError);
  const shareLoaded = useLoadedWhen(ShareMenu, share && idle, reportError);
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {logo ? <img src={logo} alt="Logo" className={styles.logo} /> : null}
        <div>
          <h1 className={styles.name}>{dashboard.name}</h1>
          {mode === 'realTime' ? <p className={styles.period}>Live data, refreshed every minute</p> : null}
          {live ? <p className={styles.period}>Live data at {LIVE_TIME.format(new Date())}</p> : null}
          {/* Where there is no calendar, or until its code is there, the period is written out. */}
          {mode !== 'realTime' && !live && !(calendar && calendarLoaded) ? (
            <p className={styles.period}>
              {formatRange(view.range)} <span className={styles.compare}>compared with {formatRange(view.compare)}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.tools}>
        {client ? <img src={client} alt="Client logo" className={styles.clientLogo} /> : null}
        {calendar && calendarLoaded ? <DateRangePicker view={view} timezone={dashboard.timezone} preferredType={dashboard.rangeType} onChange={onViewChange} /> : null}
        {mode === 'show' && hasRealTime ? (
          <Link className={styles.viewLink} to={pathTo('dashboard.realTime', { permalink: dashboard.permalink })}>
            <Icon name="clock" /> Live view
          </Link>
        ) : null}
        {mode === 'realTime' ? (
          <Link className={styles.viewLink} to={pathTo('dashboard.show', { permalink: dashboard.permalink })}>
            <Icon name="chevronLeft" /> Full report
          </Link>
        ) : null}
        {share && shareLoaded ? (
          <ShareMenu
            dashboardId={dashboard.id}
            dashboardName={dashboard.name}
            view={view}
            owner={owner}
            widgetsCount={dashboard.widgets.length}
            realTime={mode === 'realTime'}
            sharing={{ permalink: dashboard.permalink, public: dashboard.public, passwordProtected: dashboard.passwordProtected }}
            onSharingChange={onSharingChange}
          />
        ) : null}
        {editControl}
      </div>
    </header>
  );
}
