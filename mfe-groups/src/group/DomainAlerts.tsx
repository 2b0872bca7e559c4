import { campaignMetricOf, type DomainAlert, type DomainView, type Snooze } from '@pulseboard/shared';
import { formatAlertFigure } from '../format.js';
import { AlertStateBadge } from './AlertStateBadge.js';
import styles from './GroupScreen.module.css';

/** What a snooze silences: one alert of a domain, or all of them. */
export interface SnoozeTarget {
  domainId: number;
  domain: string;
  alert: DomainAlert | null;
}

function SnoozeNote({ snooze, onUnsnooze }: { snooze: Snooze; onUnsnooze(snoozeId: number): void }) {
  const until = snooze.until ? `until ${snooze.until}` : 'until it recovers';
  return (
    <div className={styles.note}>
      Snoozed {until} by {snooze.by ?? 'a former user'}
      {snooze.reason ? `: “${snooze.reason}”` : ''}
      {snooze.wakeBy !== null ? ` (wakes if it worsens by ${snooze.wakeBy} more points)` : ''}{' '}
      <button type="button" className={styles.linkButton} onClick={() => onUnsnooze(snooze.id)}>
        Unsnooze
      </button>
    </div>
  );
}

/** A domain's alerts that are not ok, each with its snooze or a Snooze button, and a Snooze for the whole domain (a relaunch silences it before anything fires). */
export function DomainAlerts({ domain, onSnooze, onUnsnooze }: { domain: DomainView; onSnooze(target: SnoozeTarget): void; onUnsnooze(snoozeId: number): void }) {
  const shown = domain.alerts.filter((alert) => alert.state === 'alerting' || alert.state === 'snoozed' || alert.state === 'recovered');
  return (
    <ul className={styles.alerts} aria-label={`Alerts of ${domain.domain}`}>
      {shown.map((alert) => (
        <li key={alert.ruleId}>
          <AlertStateBadge state={alert.state} /> {campaignMetricOf(alert.metric).label} {formatAlertFigure(alert)}
          {alert.snooze && alert.snooze.ruleId !== null ? (
            <SnoozeNote snooze={alert.snooze} onUnsnooze={onUnsnooze} />
          ) : alert.state === 'alerting' ? (
            <>
              {' '}
              <button type="button" className={styles.linkButton} onClick={() => onSnooze({ domainId: domain.id, domain: domain.domain, alert })}>
                Snooze
              </button>
            </>
          ) : null}
        </li>
      ))}
      <li>
        {domain.snooze ? (
          <SnoozeNote snooze={domain.snooze} onUnsnooze={onUnsnooze} />
        ) : (
          <button type="button" className={styles.linkButton} onClick={() => onSnooze({ domainId: domain.id, domain: domain.domain, alert: null })}>
            Snooze all of {domain.domain}
          </button>
        )}
      </li>
    </ul>
  );
}
