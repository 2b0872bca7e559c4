import useSWR from 'swr';
import { campaignMetricOf, Card, Link, pathTo, swrFetcher, type AlertListItem } from '@pulseboard/shared';
import { ALERTS_PATH } from '../api/campaigns.js';
import { AlertStateBadge } from '../group/AlertStateBadge.js';
import { formatAlertFigure } from '../format.js';
import styles from './GroupsIndex.module.css';

const since = (at: string | null) => (at ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '–');

/** The in-app list of the company's firing, snoozed and recovered alerts, newest first, each leading to its group. */
export function AlertList() {
  const alerts = useSWR<{ data: AlertListItem[] }>(ALERTS_PATH, swrFetcher);
  if (!alerts.data) return null;
  return (
    <section aria-labelledby="alerts-heading" className={styles.alerts}>
      <h2 id="alerts-heading">Alerts</h2>
      {alerts.data.data.length === 0 ? (
        <p className={styles.muted}>Nothing needs a look: every domain is within its rules.</p>
      ) : (
        <Card>
          <table className={styles.table} aria-labelledby="alerts-heading">
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Group</th>
                <th scope="col">Metric</th>
                <th scope="col">State</th>
                <th scope="col">Change</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {alerts.data.data.map((alert) => (
                <tr key={`${alert.domainId}:${alert.ruleId}`}>
                  <td>{alert.domain}</td>
                  <td>
                    <Link to={pathTo('campaign.show', { campaignId: String(alert.campaignId) })}>{alert.campaignName}</Link>
                  </td>
                  <td>{campaignMetricOf(alert.metric).label}</td>
                  <td>
                    <AlertStateBadge state={alert.state} />
                  </td>
                  <td>{formatAlertFigure(alert)}</td>
                  <td>{since(alert.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
