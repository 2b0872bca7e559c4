import { Alert, apiRequest, Form, FormTextField, Link, loginSchema, pathTo, safeRedirectTarget, SubmitButton, useContractForm, useSearchParams, type LoginInput } from '@pulseboard/shared';
import { startSignedIn } from '../forms/navigate.js';
import { SocialLogin } from '../social/SocialLogin.js';
import { SocialOutcomeAlert } from '../social/SocialOutcomeAlert.js';
import { AuthLayout, authStyles } from './AuthLayout.js';

/** What the e-mail confirmation link (GET /email/confirm/{token}) leads back here to say. */
const EMAIL_CONFIRMATION_NOTES = {
  confirmed: { level: 'success', text: 'Your new e-mail address is confirmed. Log in with it.' },
  invalid: { level: 'error', text: 'This confirmation link is invalid or has expired. Ask for a new one from your profile.' },
} as const;

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const form = useContractForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const emailOutcome = searchParams.get('email');
  const emailNote = emailOutcome === 'confirmed' || emailOutcome === 'invalid' ? EMAIL_CONFIRMATION_NOTES[emailOutcome] : null;

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
      {emailNote ? <Alert level={emailNote.level}>{emailNote.text}</Alert> : null}
      <SocialOutcomeAlert />
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
      <SocialLogin />
    </AuthLayout>
  );
}
