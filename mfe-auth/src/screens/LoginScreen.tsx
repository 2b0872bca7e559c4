import { Link, useSearchParams } from 'react-router-dom';
import { apiRequest, Form, FormTextField, loginSchema, pathTo, safeRedirectTarget, SubmitButton, useContractForm, type LoginInput } from '@pulseboard/shared';
import { startSignedIn } from '../forms/navigate.js';
import { AuthLayout, authStyles } from './AuthLayout.js';

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const form = useContractForm(loginSchema, { defaultValues: { email: '', password: '' } });

  async function logIn(credentials: LoginInput) {
    await apiRequest('/login', { method: 'POST', body: credentials });
    startSignedIn(safeRedirectTarget(searchParams.get('redirect')));
  }

  return (
    <AuthLayout
      title="Welcome back"
      lead="Log in to your reporting workspace."
      footer={
        <>
          New here? <Link to={pathTo('register')}>Create an account</Link>
        </>
      }
    >
      <Form form={form} onSubmit={logIn} aria-label="Log in">
        <FormTextField name="email" label="Email" type="email" autoComplete="username" required />
        <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required />
        <div className={authStyles.row}>
          <Link className={authStyles.inlineLink} to={pathTo('password.request')}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton block pendingLabel="Logging in…">
          Log in
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
