import { Button, Icon } from '@pulseboard/shared';
import styles from './Widget.module.css';

/** The shape of content to come, while a widget's code or data loads; still while the widget `waiting` to come near the viewport has asked for nothing. */
export function WidgetSkeleton({ waiting = false }: { waiting?: boolean }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading" data-waiting={waiting || undefined}>
      <span />
      <span />
      <span />
    </div>
  );
}

/** Something went wrong: say so, and offer another try where one can help and someone can click. */
export function WidgetFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <Icon name="alert" size={20} />
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          <Icon name="refresh" /> Try again
        </Button>
      ) : null}
    </div>
  );
}

export function NoData() {
  return (
    <div className={styles.state}>
      <p>No data for this period.</p>
    </div>
  );
}
