import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Alert, ButtonLink, campaignMetricOf, Card, currentUserAtom, EmptyState, isAdmin, Link, Page, PageLoader, pathTo, swrFetcher, type CampaignSummary } from '@pulseboard/shared';
import { CAMPAIGNS_PATH } from '../api/campaigns.js';
import { formatChange } from '../format.js';
import { AlertList } from './AlertList.js';
import styles from './GroupsIndex.module.css';

function WorstChange({ worst }: { worst: CampaignSummary['worstChange'] }) {
  if (!worst) return <span className={styles.muted}>–</span>;
  return (
    <span>
      {worst.domain} · {campaignMetricOf(worst.metric).label} <span className={styles.bad}>{formatChange(worst.change)}</span>
    </span>
  );
}

/** Mission Control's groups (spec §2 /groups) with what needs a look: firing domains and the worst move of each group, then the alerts. */
export function GroupsIndex() {
  const admin = isAdmin(useAtomValue(currentUserAtom));
  const groups = useSWR<{ data: CampaignSummary[] }>(CAMPAIGNS_PATH, swrFetcher);
  const create = admin ? <ButtonLink to={pathTo('campaigns.create')}>Create group</ButtonLink> : undefined;

  let body;
  if (groups.error) body = <Alert level="error">The groups could not be loaded. Reload the page to try again.</Alert>;
  else if (!groups.data) body = <PageLoader />;
  else if (groups.data.data.length === 0)
    body = (
      <EmptyState icon="◎" title="No groups yet" action={create}>
        {admin ? 'Create a group, add your clients’ domains, and Mission Control watches them every day.' : 'Ask an admin of your company to create a group of client domains.'}
      </EmptyState>
    );
  else
    body = (
      <Card>
        <table className={styles.table} aria-label="Groups">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Domains</th>
              <th scope="col">Alerting</th>
              <th scope="col">Worst 7-day change</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.data.map((group) => (
              <tr key={group.id}>
                <td>
                  <Link to={pathTo('campaign.show', { campaignId: String(group.id) })}>{group.name}</Link>
                </td>
                <td>{group.domainsCount}</td>
                <td>{group.alertingCount > 0 ? <span className={styles.alerting}>{group.alertingCount} alerting</span> : <span className={styles.muted}>None</span>}</td>
                <td>
                  <WorstChange worst={group.worstChange} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    );

  return (
    <Page title="Groups" subtitle="Mission Control watches groups of client domains." actions={groups.data?.data.length ? create : undefined}>
      {body}
      {groups.data?.data.length ? <AlertList /> : null}
    </Page>
  );
}
