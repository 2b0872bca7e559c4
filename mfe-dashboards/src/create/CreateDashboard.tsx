import { useId } from 'react';
import useSWR from 'swr';
import { useSetAtom } from 'jotai';
import {
  ApiError,
  ButtonLink,
  Card,
  dashboardCreateSchema,
  eventBus,
  Form,
  FormTextField,
  Page,
  pathTo,
  reportError,
  SubmitButton,
  swrFetcher,
  useContractForm,
  useNavigate,
  type DashboardCreateInput,
} from '@pulseboard/shared';
import { createDashboard, TEMPLATES_PATH, type DashboardTemplate } from '../api/dashboards.js';
import { dashboardsCountAtom, useDashboardQuota } from '../list/company-quota.js';
import { QuotaNote } from '../list/QuotaNote.js';
import { BLANK_TEMPLATE, TemplatePicker } from './TemplatePicker.js';
import styles from './CreateDashboard.module.css';

/** Create Dashboard (spec §2): a name and a template, then straight to the new dashboard. */
export function CreateDashboard() {
  const navigate = useNavigate();
  const quotaNoteId = useId();
  const { canCreate } = useDashboardQuota();
  const changeCount = useSetAtom(dashboardsCountAtom);
  const templates = useSWR<{ data: DashboardTemplate[] }>(TEMPLATES_PATH, swrFetcher);
  const form = useContractForm(dashboardCreateSchema, { defaultValues: { name: '', template: BLANK_TEMPLATE } });

  async function create({ name, template, sourceId, property }: DashboardCreateInput) {
    try {
      // The blank choice is no template; only a source template reports on a source.
      const onSource = templates.data?.data.find((entry) => entry.id === template)?.sourceType;
      const created = await createDashboard({ name, template: template || undefined, ...(onSource ? { sourceId: Number(sourceId), property } : {}) });
      changeCount({ delta: 1 });
      // Reported before leaving: the onboarding step that holds users on this page has moved on by the time they go.
      eventBus.emit('onboarding:action', { action: 'dashboard:created' });
      await navigate(pathTo('dashboard.show', { permalink: created.permalink }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        // Answered: the quota note takes over and says why, and Create stays disabled.
        changeCount('quota-reached');
        return;
      }
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      throw error;
    }
  }

  return (
    <Page title="Create Dashboard" subtitle="Name the report and choose what it starts from.">
      {canCreate ? null : <QuotaNote id={quotaNoteId} />}
      <Form form={form} onSubmit={create} general={() => 'The dashboard could not be created. Try again.'} aria-label="Create dashboard" className={styles.form}>
        <Card>
          <FormTextField name="name" label="Dashboard name" maxLength={200} required autoFocus placeholder="Acme Shoes, monthly report" />
          <TemplatePicker templates={templates.data?.data} failed={Boolean(templates.error)} />
        </Card>
        <div className={styles.actions}>
          <ButtonLink variant="secondary" to={pathTo('dashboards.index')}>
            Cancel
          </ButtonLink>
          <SubmitButton disabled={!canCreate} aria-describedby={canCreate ? undefined : quotaNoteId} pendingLabel="Creating…">
            Create dashboard
          </SubmitButton>
        </div>
      </Form>
    </Page>
  );
}
