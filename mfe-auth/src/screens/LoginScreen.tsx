import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, apiRequest, Button, pathTo, safeRedirectTarget, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { startSignedIn } from '../forms/navigate.js';
import { AuthLayout, authStyles } from './AuthLayout.js';

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    await apiRequest('/login', { method: 'POST', body: { email, password } });
    startSignedIn(safeRedirectTarget(searchParams.get('redirect')));
  });

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
      <form onSubmit={onSubmit} noValidate={false} aria-label="Log in">
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className={authStyles.row}>
          <Link className={authStyles.inlineLink} to={pathTo('password.request')}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" block disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
