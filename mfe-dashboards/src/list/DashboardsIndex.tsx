import { useId } from 'react';
import useSWR from 'swr';
import { Page, swrFetcher } from '@pulseboard/shared';
import { listPath, type DashboardList } from '../api/dashboards.js';
import { useDashboardQuota } from './company-quota.js';
import { CreateDashboardAction } from './CreateDashboardAction.js';
import { DashboardResults } from './DashboardResults.js';
import { useListQuery } from './list-query.js';
import { ListToolbar } from './ListToolbar.js';
import { QuotaNote } from './QuotaNote.js';
import { PANEL_ID, tabId } from './StatusTabs.js';
import { useDashboardActions } from './use-dashboard-actions.js';

/** The company's dashboards (spec §2, dashboards.index): find, open, clone, archive, restore and delete them. */
export function DashboardsIndex() {
  const quotaNoteId = useId();
  const { canCreate } = useDashboardQuota();
  const { query, update } = useListQuery();
  // The previous page stays up while the next one loads, so the grid does not flash empty.
  const { data, error, mutate, isValidating } = useSWR<DashboardList>(listPath(query), swrFetcher, { keepPreviousData: true });
  const { actions, dialog } = useDashboardActions(() => mutate());

  return (
    <Page title="Dashboards" subtitle="Client reports built from your connected sources." actions={<CreateDashboardAction quotaNoteId={quotaNoteId} />}>
      {canCreate ? null : <QuotaNote id={quotaNoteId} />}
      <ListToolbar query={query} onChange={update} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(query.status)} aria-busy={isValidating}>
        <DashboardResults query={query} list={data} failed={Boolean(error)} actions={actions} onRetry={() => void mutate()} onQuery={update} />
      </div>
      {dialog}
    </Page>
  );
}
