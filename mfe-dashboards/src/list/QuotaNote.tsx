import { Link, pathTo } from '@pulseboard/shared';
import { useDashboardQuota } from './company-quota.js';
import styles from './QuotaNote.module.css';

/** Why no dashboard can be created, and what unblocks it: archiving one, or a bigger plan (admins only may change it). */
export function QuotaNote({ id }: { id: string }) {
  const { limit, isAdmin } = useDashboardQuota();
  return (
    <p id={id} className={styles.note}>
      You are using all {limit} dashboards of your plan. Archive a dashboard to make room,{' '}
      {isAdmin ? (
        <>
          or <Link to={pathTo('company.subscription')}>update your plan</Link> to create more.
        </>
      ) : (
        'or ask an admin of your company to update the plan.'
      )}
    </p>
  );
}
