import { Button, Icon } from '@pulseboard/shared';
import styles from './DashboardsIndex.module.css';

/** Previous / next through the pages of the list; absent when everything fits on one. */
export function Pagination({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevronLeft" /> Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {lastPage} · {total} dashboards
      </span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next <Icon name="chevronRight" />
      </Button>
    </nav>
  );
}
