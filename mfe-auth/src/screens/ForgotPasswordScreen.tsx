import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, apiRequest, Button, pathTo, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { AuthLayout } from './AuthLayout.js';

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    await apiRequest('/password/email', { method: 'POST', body: { email } });
    setSent(true);
  });

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter your e-mail and we will send you a link to choose a new password."
      footer={<Link to={pathTo('login')}>Back to log in</Link>}
    >
      {sent ? (
        <Alert level="success">If an account exists for {email}, a reset link is on its way. It is valid for 60 minutes.</Alert>
      ) : (
        <form onSubmit={onSubmit} aria-label="Reset password">
          {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
          <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <Button type="submit" block disabled={pending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
