import { useAtomValue } from 'jotai';
import { Alert, Button, ButtonLink, currentUserAtom, EmptyState, pathTo } from '@pulseboard/shared';
import styles from './Gate.module.css';

/** A permalink that leads nowhere: mistyped, no longer shared, or deleted. Signed-in users get their way back. */
export function DashboardNotFound() {
  const user = useAtomValue(currentUserAtom);
  return (
    <div className={styles.gate}>
      <EmptyState icon="▦" title="Dashboard not found" action={user ? <ButtonLink to={pathTo('dashboards.index')}>Go to your dashboards</ButtonLink> : null}>
        The link may be mistyped, or the dashboard is no longer shared.
      </EmptyState>
    </div>
  );
}

export function DashboardFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.gate}>
      <Alert level="error">
        This dashboard could not be loaded.{' '}
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}
