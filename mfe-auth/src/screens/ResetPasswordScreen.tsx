import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, apiRequest, Button, PASSWORD_MIN_LENGTH, pathTo, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { startSignedIn } from '../forms/navigate.js';
import { AuthLayout } from './AuthLayout.js';

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    await apiRequest('/password/reset', {
      method: 'POST',
      body: { token, email, password, password_confirmation: confirmation },
    });
    startSignedIn(pathTo('dashboards.index'));
  });

  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={onSubmit} aria-label="Choose a new password">
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.password_confirmation}
        />
        <Button type="submit" block disabled={pending}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
