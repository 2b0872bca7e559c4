import { Button, EmptyState } from '@pulseboard/shared';
import styles from './ErrorPage.module.css';

/** The API could not be reached at page load: nothing else can work, so say so plainly. */
export function StartupError() {
  return (
    <div className={styles.page}>
      <EmptyState icon="⚠" title="Pulseboard could not reach its server" action={<Button onClick={() => window.location.reload()}>Reload</Button>}>
        Check your connection and reload the page.
      </EmptyState>
    </div>
  );
}
