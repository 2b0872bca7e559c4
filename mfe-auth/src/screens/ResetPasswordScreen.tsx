import { apiRequest, Form, FormTextField, pathTo, resetPasswordSchema, SubmitButton, useContractForm, useParams, useSearchParams, type PasswordReset } from '@pulseboard/shared';
import { startSignedIn } from '../forms/navigate.js';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import { AuthLayout } from './AuthLayout.js';

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  // The token comes with the e-mailed link and is sent back with the form, never typed.
  const form = useContractForm(resetPasswordSchema, {
    defaultValues: { token, email: searchParams.get('email') ?? '', password: '', password_confirmation: '' },
  });

  async function resetPassword(body: PasswordReset) {
    await apiRequest('/password/reset', { method: 'POST', body });
    startSignedIn(pathTo('dashboards.index'));
  }

  // An invitation link (Company Users) sets a teammate's first password through the same form.
  const invitation = searchParams.get('invitation') === '1';
  const title = invitation ? 'Join your team' : 'Choose a new password';

  return (
    <AuthLayout title={title}>
      {invitation ? <p>You were invited to join your team. Choose the password you will sign in with.</p> : null}
      <Form form={form} onSubmit={resetPassword} aria-label={title}>
        <FormTextField name="email" label="Email" type="email" autoComplete="username" required />
        <NewPasswordFields labels={invitation ? { password: 'Password', confirmation: 'Confirm password' } : { password: 'New password', confirmation: 'Confirm new password' }} />
        <SubmitButton block pendingLabel={invitation ? 'Joining…' : 'Resetting…'}>
          {invitation ? 'Join' : 'Reset password'}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
