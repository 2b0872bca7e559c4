import { Button, EmptyState } from '@pulseboard/shared';
import styles from './RemoteFallback.module.css';

const AREA_LABELS: Record<string, string> = {
  dashboards: 'Dashboards',
  groups: 'Mission Control',
  company: 'Company',
  auth: 'Account',
};

/** Shown in place of an area whose remote could not be loaded or crashed; the rest of the shell keeps working. */
export function RemoteFallback({ area, error, onRetry }: { area: string; error: Error; onRetry: () => void }) {
  return (
    <div className={styles.fallback} data-testid={`remote-fallback-${area}`}>
      <EmptyState icon="⚠" title={`${AREA_LABELS[area] ?? area} is unavailable right now`} action={<Button onClick={onRetry}>Retry</Button>}>
        This part of Pulseboard could not be loaded. Everything else keeps working; try again in a moment.
        <span className={styles.detail}>{error.message}</span>
      </EmptyState>
    </div>
  );
}
