import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, apiRequest, Button, pathTo, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { startSignedIn } from '../forms/navigate.js';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import { AuthLayout } from './AuthLayout.js';

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState({ password: '', password_confirmation: '' });
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    await apiRequest('/password/reset', { method: 'POST', body: { token, email, ...password } });
    startSignedIn(pathTo('dashboards.index'));
  });

  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={onSubmit} aria-label="Choose a new password">
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <NewPasswordFields value={password} onChange={setPassword} errors={errors} labels={{ password: 'New password', confirmation: 'Confirm new password' }} />
        <Button type="submit" block disabled={pending}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
