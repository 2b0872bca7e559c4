import { Button, Form, FormTextField, Modal, SubmitButton, useContractForm, userInviteSchema, type UserInvite } from '@pulseboard/shared';
import { AccessFields } from './AccessFields.js';
import { inviteUser } from './api.js';
import styles from '../screens/DialogForm.module.css';

const EMPTY_INVITATION: UserInvite = { name: '', email: '', role_name: 'member', can_create_automatic_reports: true };

/** Invites a teammate by e-mail; the server's answers (an address in use) show under their fields. */
export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => void }) {
  const form = useContractForm(userInviteSchema, { defaultValues: EMPTY_INVITATION });

  async function invite(input: UserInvite) {
    await inviteUser(input);
    form.reset(EMPTY_INVITATION);
    onInvited();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(stillOpen) => (stillOpen ? undefined : onClose())}
      title="Invite a teammate"
      description="They receive an e-mail with a link to choose their password; the link works for 7 days."
      size="medium"
    >
      <Form form={form} onSubmit={invite} aria-label="Invite a teammate" className={styles.form}>
        <FormTextField<UserInvite> name="name" label="Name" required autoComplete="off" />
        <FormTextField<UserInvite> name="email" label="Email" type="email" required autoComplete="off" />
        <AccessFields />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pendingLabel="Sending…">Send invitation</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
