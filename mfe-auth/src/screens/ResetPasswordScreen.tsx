import { useParams, useSearchParams } from 'react-router-dom';
import { apiRequest, Form, FormTextField, pathTo, resetPasswordSchema, SubmitButton, useContractForm, type PasswordReset } from '@pulseboard/shared';
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

  return (
    <AuthLayout title="Choose a new password">
      <Form form={form} onSubmit={resetPassword} aria-label="Choose a new password">
        <FormTextField name="email" label="Email" type="email" autoComplete="username" required />
        <NewPasswordFields labels={{ password: 'New password', confirmation: 'Confirm new password' }} />
        <SubmitButton block pendingLabel="Resetting…">
          Reset password
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
