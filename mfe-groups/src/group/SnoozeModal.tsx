import {
  ApiError,
  campaignMetricOf,
  eventBus,
  Form,
  FormNumberField,
  FormRadioGroup,
  FormTextField,
  MAX_SNOOZE_DAYS,
  Modal,
  reportError,
  snoozeRequestSchema,
  SubmitButton,
  useContractForm,
  useWatch,
  type SnoozeRequest,
} from '@pulseboard/shared';
import { snooze } from '../api/campaigns.js';
import type { SnoozeTarget } from './DomainAlerts.js';
import styles from './GroupScreen.module.css';

const MODES = [
  { value: 'days', label: 'For a number of days' },
  { value: 'until', label: 'Until a date' },
  { value: 'recovered', label: 'Until it recovers', description: 'Ends by itself once nothing it silences is firing.' },
] as const;

function SnoozeFields() {
  const mode = useWatch<SnoozeRequest, 'mode'>({ name: 'mode' });
  return (
    <>
      <FormRadioGroup<SnoozeRequest, SnoozeRequest['mode']> name="mode" legend="How long" choices={MODES} />
      {mode === 'days' ? <FormNumberField<SnoozeRequest> name="days" label="Days" min={1} max={MAX_SNOOZE_DAYS} /> : null}
      {mode === 'until' ? <FormTextField<SnoozeRequest> name="until" label="Last day of the snooze" type="date" /> : null}
      <FormNumberField<SnoozeRequest> name="wakeBy" label="Wake me early if it worsens by a further (points, optional)" min={1} max={1000} />
      <FormTextField<SnoozeRequest> name="reason" label="Why (shown to your team)" maxLength={500} placeholder="Site migration, the client knows" />
    </>
  );
}

/** Silences one alert of a domain, or all of them, for as long as the snoozer says; who and why are kept with it. */
export function SnoozeModal({ campaignId, target, onClose, onSnoozed }: { campaignId: number; target: SnoozeTarget; onClose(): void; onSnoozed(): void }) {
  const form = useContractForm(snoozeRequestSchema, {
    defaultValues: { domainId: target.domainId, ruleId: target.alert?.ruleId ?? null, mode: 'days', days: 7, wakeBy: null, reason: '' },
  });
  const what = target.alert ? `${campaignMetricOf(target.alert.metric).label} of ${target.domain}` : `every alert of ${target.domain}`;

  async function submit(request: SnoozeRequest) {
    try {
      await snooze(campaignId, request);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      throw error;
    }
    eventBus.emit('onboarding:action', { action: 'group:domain-snoozed' });
    onSnoozed();
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Snooze alerts" description={`Silence ${what}.`} size="medium">
      <Form form={form} onSubmit={submit} general={() => 'The snooze could not be saved. Try again.'} aria-label="Snooze" className={styles.modalForm}>
        <SnoozeFields />
        <div className={styles.actions}>
          <SubmitButton pendingLabel="Snoozing…">Snooze</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
