import { apiRequest, Card, eventBus, Form, FormTextField, passwordChangeSchema, SubmitButton, useContractForm, type PasswordChange } from '@pulseboard/shared';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import styles from './UserPage.module.css';

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/** The user's own password change: the current one first; the user's other sessions end, this one stays. */
export function PasswordChangeCard({ userId }: { userId: number }) {
  const form = useContractForm(passwordChangeSchema, { defaultValues: EMPTY });

  async function change(body: PasswordChange) {
    await apiRequest(`/api/users/${userId}`, { method: 'PUT', body });
    form.reset(EMPTY);
    eventBus.emit('ui:notify', { level: 'success', message: 'Your password was changed. Your other sessions were signed out.' });
  }

  return (
    <Card>
      <Form className={styles.form} form={form} onSubmit={change} aria-label="Change password">
        <h2 className={styles.section}>Change password</h2>
        <FormTextField<PasswordChange> name="current_password" label="Current password" type="password" autoComplete="current-password" required />
        <NewPasswordFields labels={{ password: 'New password', confirmation: 'Confirm new password' }} />
        <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
      </Form>
    </Card>
  );
}
