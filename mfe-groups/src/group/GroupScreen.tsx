import { useState } from 'react';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import {
  Alert,
  ApiError,
  Button,
  Card,
  currentUserAtom,
  EmptyState,
  eventBus,
  isAdmin,
  Page,
  PageLoader,
  pathTo,
  reportError,
  swrFetcher,
  useConfirm,
  useNavigate,
  useParams,
  type CampaignView,
  type DomainView,
} from '@pulseboard/shared';
import { collectNow, deleteCampaign, removeDomain, unsnooze, viewPath } from '../api/campaigns.js';
import { AddDomainForm } from './AddDomainForm.js';
import { AlertRules } from './AlertRules.js';
import type { SnoozeTarget } from './DomainAlerts.js';
import { DomainTable } from './DomainTable.js';
import { RenameGroup } from './RenameGroup.js';
import { SnoozeModal } from './SnoozeModal.js';
import { useViewQuery } from './view-query.js';
import { WindowSwitch } from './WindowSwitch.js';
import styles from './GroupScreen.module.css';

/** A group's page (spec §2 /groups/{campaignId}): its domains over 7 or 30 days, their alerts and snoozes, its rules. */
export function GroupScreen() {
  const campaignId = Number(useParams().campaignId);
  const navigate = useNavigate();
  const admin = isAdmin(useAtomValue(currentUserAtom));
  const [query, setQuery] = useViewQuery();
  const view = useSWR<{ data: CampaignView }>(Number.isInteger(campaignId) && campaignId > 0 ? viewPath(campaignId, query.days) : null, swrFetcher, { keepPreviousData: true });
  const { confirm, dialog } = useConfirm();
  const [snoozing, setSnoozing] = useState<SnoozeTarget | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const notFound = !Number.isInteger(campaignId) || campaignId <= 0 || (view.error instanceof ApiError && view.error.status === 404);
  if (notFound)
    return (
      <Page title="Group">
        <EmptyState icon="◎" title="Group not found">
          There is no such group in your company.
        </EmptyState>
      </Page>
    );
  if (view.error) return <Alert level="error">The group could not be loaded. Reload the page to try again.</Alert>;
  if (!view.data) return <PageLoader />;
  const shown = view.data.data;

  /** Runs a change, then shows the group again; a failure is said above the table. */
  async function act(task: () => Promise<unknown>, message: string) {
    try {
      await task();
      setFailure(null);
    } catch (error) {
      // Asked too often (429): the API says when to try again.
      if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        reportError(error);
        setFailure(message);
      }
    }
    await view.mutate();
  }

  async function checkNow() {
    setChecking(true);
    await act(() => collectNow(campaignId), 'The figures could not be gathered. Try again.');
    setChecking(false);
  }

  async function remove(domain: DomainView) {
    if (!(await confirm({ title: `Remove ${domain.domain}?`, description: 'Its figures, alerts and snoozes go with it.', submitLabel: 'Remove', danger: true }))) return;
    await act(() => removeDomain(campaignId, domain.id), `${domain.domain} could not be removed. Try again.`);
  }

  async function removeGroup() {
    if (!(await confirm({ title: `Delete ${shown.campaign.name}?`, description: 'Its domains, figures and alerts are deleted too.', submitLabel: 'Delete', danger: true }))) return;
    try {
      await deleteCampaign(campaignId);
      await navigate(pathTo('campaigns.index'));
    } catch (error) {
      reportError(error);
      setFailure('The group could not be deleted. Try again.');
    }
  }

  const actions = (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => void checkNow()} disabled={checking}>
        {checking ? 'Checking…' : 'Check now'}
      </Button>
      {admin ? (
        <>
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="danger" onClick={() => void removeGroup()}>
            Delete
          </Button>
        </>
      ) : null}
    </div>
  );

  return (
    <Page title={shown.campaign.name} subtitle={`${shown.campaign.domainsCount} domains · figures up to ${shown.asOf} (${shown.timezone})`} actions={actions}>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <Card>
        <div className={styles.toolbar}>
          <AddDomainForm campaignId={campaignId} onAdded={() => view.mutate()} />
          <WindowSwitch
            days={query.days}
            onChange={(days) => {
              setQuery({ days });
              eventBus.emit('onboarding:action', { action: 'group:range-switched' });
            }}
          />
        </div>
        {shown.domains.length === 0 ? (
          <EmptyState icon="＋" title="No domains yet">
            Add your clients’ domains: Mission Control gathers their figures at once and every day after.
          </EmptyState>
        ) : (
          <DomainTable
            domains={shown.domains}
            metrics={shown.metrics}
            sort={query.sort}
            dir={query.dir}
            onSort={(sort, dir) => setQuery({ sort, dir })}
            onRemove={(domain) => void remove(domain)}
            onSnooze={setSnoozing}
            onUnsnooze={(snoozeId) => void act(() => unsnooze(campaignId, snoozeId), 'The snooze could not be ended. Try again.')}
          />
        )}
      </Card>
      <AlertRules campaignId={campaignId} rules={shown.rules} canEdit={admin} onSaved={() => view.mutate()} />
      {snoozing ? (
        <SnoozeModal
          campaignId={campaignId}
          target={snoozing}
          onClose={() => setSnoozing(null)}
          onSnoozed={() => {
            setSnoozing(null);
            void view.mutate();
          }}
        />
      ) : null}
      {renaming ? <RenameGroup campaignId={campaignId} name={shown.campaign.name} onClose={() => setRenaming(false)} onRenamed={() => view.mutate()} /> : null}
      {dialog}
    </Page>
  );
}
