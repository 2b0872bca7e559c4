import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useSetAtom } from 'jotai';
import { Alert, ApiError, Button, ButtonLink, Card, dashboardCreateSchema, eventBus, Page, pathTo, reportError, swrFetcher, TextField } from '@pulseboard/shared';
import { createDashboard, TEMPLATES_PATH, type DashboardTemplate } from '../api/dashboards.js';
import { dashboardsCountAtom, useDashboardQuota } from '../list/company-quota.js';
import { QuotaNote } from '../list/QuotaNote.js';
import { BLANK_TEMPLATE, TemplatePicker } from './TemplatePicker.js';
import styles from './CreateDashboard.module.css';

interface Errors {
  name?: string;
  template?: string;
  general?: string;
}

/** Create Dashboard (spec §2): a name and a template, then straight to the new dashboard. */
export function CreateDashboard() {
  const navigate = useNavigate();
  const quotaNoteId = useId();
  const { canCreate } = useDashboardQuota();
  const changeCount = useSetAtom(dashboardsCountAtom);
  const templates = useSWR<{ data: DashboardTemplate[] }>(TEMPLATES_PATH, swrFetcher);
  const [name, setName] = useState('');
  const [template, setTemplate] = useState(BLANK_TEMPLATE);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dashboardCreateSchema.safeParse({ name, template: template || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const created = await createDashboard(parsed.data);
      changeCount({ delta: 1 });
      // Reported before leaving: the onboarding step that holds users on this page has moved on by the time they go.
      eventBus.emit('onboarding:action', { action: 'dashboard:created' });
      navigate(pathTo('dashboard.show', { permalink: created.permalink }));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 402) {
        changeCount('quota-reached'); // the quota note takes over and says why
      } else if (error instanceof ApiError && error.status === 422) {
        setErrors({ name: error.fieldErrors.name?.[0], template: error.fieldErrors.template?.[0] });
      } else {
        reportError(error);
        setErrors({ general: 'The dashboard could not be created. Try again.' });
      }
    }
  }

  return (
    <Page title="Create Dashboard" subtitle="Name the report and choose what it starts from.">
      {canCreate ? null : <QuotaNote id={quotaNoteId} />}
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <Card>
          <TextField label="Dashboard name" name="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} maxLength={200} required autoFocus placeholder="Acme Shoes, monthly report" />
          <TemplatePicker templates={templates.data?.data} failed={Boolean(templates.error)} value={template} onChange={setTemplate} error={errors.template} />
        </Card>
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        <div className={styles.actions}>
          <ButtonLink variant="secondary" to={pathTo('dashboards.index')}>
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={!canCreate || submitting} aria-describedby={canCreate ? undefined : quotaNoteId}>
            {submitting ? 'Creating…' : 'Create dashboard'}
          </Button>
        </div>
      </form>
    </Page>
  );
}
