import { Alert, apiRequest, forgotPasswordSchema, Form, FormTextField, Link, pathTo, SubmitButton, useContractForm } from '@pulseboard/shared';
import { AuthLayout } from './AuthLayout.js';

export function ForgotPasswordScreen() {
  const form = useContractForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  return (
    <AuthLayout title="Reset your password" lead="Enter your e-mail and we will send you a link to choose a new password." footer={<Link to={pathTo('login')}>Back to log in</Link>}>
      {form.formState.isSubmitSuccessful ? (
        <Alert level="success">If an account exists for {form.getValues('email')}, a reset link is on its way. It is valid for 60 minutes.</Alert>
      ) : (
        <Form form={form} onSubmit={(body) => apiRequest('/password/email', { method: 'POST', body })} aria-label="Reset password">
          <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
          <SubmitButton block pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </Form>
      )}
    </AuthLayout>
  );
}
