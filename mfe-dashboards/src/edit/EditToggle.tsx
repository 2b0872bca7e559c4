import { Button, Icon } from '@pulseboard/shared';
import styles from './EditMode.module.css';
import type { DashboardEditor } from './use-dashboard-editor.js';

/** Turns edit mode on (taking the lock) and off (giving it back). */
export function EditToggle({ editor }: { editor: DashboardEditor }) {
  const { editing, lock, start, stop } = editor;
  return (
    <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} disabled={lock.status === 'taking'} onClick={editing ? stop : () => void start()}>
      <Icon name={editing ? 'check' : 'edit'} /> {editing ? 'Done editing' : 'Edit dashboard'}
    </Button>
  );
}

/** Why edit mode is not on: another user holds the lock (spec §4), or taking it failed. */
export function LockNotice({ editor, lockedByOther }: { editor: DashboardEditor; lockedByOther: boolean }) {
  const { lock } = editor;
  if (lock.status === 'taken') return <p role="status" className={styles.notice}>{`${lock.holder} is editing this dashboard, so it cannot be edited now.`}</p>;
  if (lock.status === 'failed')
    return (
      <p role="alert" className={styles.notice}>
        Edit mode could not be turned on. Please try again.
      </p>
    );
  if (lockedByOther && lock.status === 'free')
    return (
      <p role="status" className={styles.notice}>
        Another user is editing this dashboard.
      </p>
    );
  return null;
}
