import useSWR from 'swr';
import {
  apiRequest,
  Card,
  eventBus,
  Form,
  FormTextField,
  Link,
  linkedIdentitiesPath,
  passwordChangeSchema,
  pathTo,
  SubmitButton,
  swrFetcher,
  useContractForm,
  type LinkedIdentities,
  type PasswordChange,
} from '@pulseboard/shared';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import styles from './UserPage.module.css';

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/**
 * The user's own password change: the current one first; the user's other sessions end, this one stays. A user who
 * signs in only through a provider has no current password to give: a password is set through a mailed link, which a
 * session alone cannot do.
 */
export function PasswordChangeCard({ userId }: { userId: number }) {
  const form = useContractForm(passwordChangeSchema, { defaultValues: EMPTY });
  const { data: methods } = useSWR<{ data: LinkedIdentities }>(linkedIdentitiesPath(userId), swrFetcher);

  async function change(body: PasswordChange) {
    await apiRequest(`/api/users/${userId}`, { method: 'PUT', body });
    form.reset(EMPTY);
    eventBus.emit('ui:notify', { level: 'success', message: 'Your password was changed. Your other sessions were signed out.' });
  }

  if (methods?.data.hasPassword === false) {
    return (
      <Card>
        <section className={styles.form} aria-label="Password">
          <h2 className={styles.section}>Password</h2>
          <p>
            You sign in through a provider and have no password yet. To sign in with one as well, <Link to={pathTo('password.request')}>ask for a link to set it</Link>.
          </p>
        </section>
      </Card>
    );
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
