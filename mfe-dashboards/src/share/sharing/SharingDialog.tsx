import { useState } from 'react';
import {
  Alert,
  Button,
  dashboardPasswordFormSchema,
  eventBus,
  failureMessage,
  FeedbackButton,
  Form,
  FormTextField,
  Modal,
  SubmitButton,
  useConfirm,
  useContractForm,
  type DashboardPasswordForm,
  type DashboardSharing,
  type DashboardUpdate,
} from '@pulseboard/shared';
import { updateDashboardSharing } from '../../api/dashboards.js';
import styles from './SharingDialog.module.css';

const NO_PASSWORD: DashboardPasswordForm = { new_password: '', password: '' };

interface Props {
  open: boolean;
  onClose: () => void;
  dashboardId: number;
  sharing: DashboardSharing;
  /** How the dashboard is shared after a change the API took. */
  onChange: (sharing: DashboardSharing) => void;
}

/**
 * Who may open the dashboard at its link (spec §3, §7), from the owner's
 * share menu: public or private, a password visitors are asked for, and a
 * new link that ends the old one. Each change is saved as it is made.
 */
export function SharingDialog({ open, onClose, dashboardId, sharing, onChange }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  /** One change through the API; a refusal is told above the buttons and marks the pressed one Failed. */
  const apply = async (change: DashboardUpdate) => {
    setFailure(null);
    try {
      onChange(await updateDashboardSharing(dashboardId, change));
    } catch (error) {
      setFailure(failureMessage(error));
      throw error;
    }
  };

  const makeNewLink = async () => {
    const confirmed = await confirm({
      title: 'Make a new link?',
      description: 'The current link stops working at once, for everyone who has it: send the new one to your clients.',
      submitLabel: 'Make a new link',
      danger: true,
    });
    if (confirmed) await apply({ category: 'refresh_permalink' });
  };

  return (
    <Modal open={open} onOpenChange={(stillOpen) => (stillOpen ? undefined : onClose())} title="Link and password" description="Who can open this dashboard at its link." size="medium">
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <section className={styles.section}>
        <h3 className={styles.heading}>Public link</h3>
        <p className={styles.text}>
          {sharing.public ? 'Anyone with the link can view this dashboard without signing in.' : 'Only your team can view this dashboard: visitors of its link are told it was not found.'}
        </p>
        <FeedbackButton variant={sharing.public ? 'secondary' : 'primary'} onAction={() => apply({ public: !sharing.public })}>
          {sharing.public ? 'Make private' : 'Make public'}
        </FeedbackButton>
      </section>
      <PasswordSection dashboardId={dashboardId} sharing={sharing} onChange={onChange} onRemove={() => apply({ new_password: null })} />
      <section className={styles.section}>
        <h3 className={styles.heading}>Link</h3>
        <p className={styles.text}>A new link replaces this one, for instance when a client should no longer see the dashboard.</p>
        <Button variant="danger" onClick={() => void makeNewLink().catch(() => undefined)}>
          Make a new link
        </Button>
      </section>
      {dialog}
    </Modal>
  );
}

interface PasswordSectionProps {
  dashboardId: number;
  sharing: DashboardSharing;
  onChange: (sharing: DashboardSharing) => void;
  onRemove: () => Promise<void>;
}

/** The password visitors of a public link are asked for: set or changed by typing it twice, or removed. */
function PasswordSection({ dashboardId, sharing, onChange, onRemove }: PasswordSectionProps) {
  const form = useContractForm(dashboardPasswordFormSchema, { defaultValues: NO_PASSWORD });

  const save = async (values: DashboardPasswordForm) => {
    onChange(await updateDashboardSharing(dashboardId, values));
    form.reset(NO_PASSWORD);
    eventBus.emit('ui:notify', { level: 'success', message: 'The password was saved: visitors of the link are asked for it.' });
  };

  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>Password</h3>
      <p className={styles.text}>{sharing.passwordProtected ? 'Visitors of the link are asked for a password.' : 'Visitors of the link are not asked for a password.'}</p>
      <Form form={form} onSubmit={save} className={styles.form} aria-label="Dashboard password">
        <FormTextField<DashboardPasswordForm> name="new_password" label={sharing.passwordProtected ? 'New password' : 'Password'} type="password" autoComplete="new-password" required />
        <FormTextField<DashboardPasswordForm> name="password" label="Confirm password" type="password" autoComplete="new-password" required />
        <div className={styles.actions}>
          <SubmitButton pendingLabel="Saving…">{sharing.passwordProtected ? 'Change password' : 'Set password'}</SubmitButton>
          {sharing.passwordProtected ? (
            <FeedbackButton variant="secondary" onAction={onRemove}>
              Remove password
            </FeedbackButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
