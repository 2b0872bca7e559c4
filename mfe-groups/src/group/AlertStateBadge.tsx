import type { AlertState } from '@pulseboard/shared';
import styles from './GroupScreen.module.css';

const LABELS: Record<AlertState, string> = { ok: 'OK', alerting: 'Alerting', snoozed: 'Snoozed', recovered: 'Recovered', no_data: 'No data' };

export function AlertStateBadge({ state }: { state: AlertState }) {
  return (
    <span className={`${styles.badge} ${styles[`state_${state}`] ?? ''}`} data-state={state}>
      {LABELS[state]}
    </span>
  );
}
