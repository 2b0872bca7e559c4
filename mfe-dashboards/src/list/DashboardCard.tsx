import { useId } from 'react';
import { Button, Icon, Link, pathTo, type DashboardSummary } from '@pulseboard/shared';
import { timeAgo } from './relative-time.js';
import styles from './DashboardsIndex.module.css';

export interface CardActions {
  onClone: (dashboard: DashboardSummary) => void;
  onArchive: (dashboard: DashboardSummary) => void;
  onRestore: (dashboard: DashboardSummary) => void;
  onDelete: (dashboard: DashboardSummary) => void;
}

/**
 * One dashboard of the list. Active ones can be cloned or archived; deleting
 * is offered only once archived, so nothing is lost to a single slip.
 */
export function DashboardCard({ dashboard, actions }: { dashboard: DashboardSummary; actions: CardActions }) {
  const nameId = useId();
  const widgets = `${dashboard.widgetsCount} ${dashboard.widgetsCount === 1 ? 'widget' : 'widgets'}`;
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardBody}>
        <h2 id={nameId} className={styles.cardTitle}>
          <Link to={pathTo('dashboard.show', { permalink: dashboard.permalink })}>{dashboard.name}</Link>
        </h2>
        <p className={styles.cardMeta}>
          {widgets} ·{' '}
          <time dateTime={dashboard.updatedAt} title={new Date(dashboard.updatedAt).toLocaleString()}>
            Updated {timeAgo(dashboard.updatedAt)}
          </time>
        </p>
        <ul className={styles.badges} aria-label="Sharing">
          <li className={dashboard.public ? styles.badgePublic : styles.badge}>
            <Icon name={dashboard.public ? 'globe' : 'lock'} size={12} /> {dashboard.public ? 'Public' : 'Private'}
          </li>
          {dashboard.passwordProtected ? (
            <li className={styles.badge}>
              <Icon name="lock" size={12} /> Password
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.cardActions}>
        {dashboard.active ? (
          <>
            <Button variant="ghost" aria-label={`Clone ${dashboard.name}`} onClick={() => actions.onClone(dashboard)}>
              Clone
            </Button>
            <Button variant="ghost" aria-label={`Archive ${dashboard.name}`} onClick={() => actions.onArchive(dashboard)}>
              Archive
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" aria-label={`Restore ${dashboard.name}`} onClick={() => actions.onRestore(dashboard)}>
              Restore
            </Button>
            <Button variant="ghost" className={styles.dangerAction} aria-label={`Delete ${dashboard.name}`} onClick={() => actions.onDelete(dashboard)}>
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
