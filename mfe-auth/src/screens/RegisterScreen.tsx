import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, apiRequest, Button, pathTo, pushAnalytics, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { startSignedIn } from '../forms/navigate.js';
import { analyticsClientId, readRegistrationQuery } from '../forms/registration-query.js';
import { ConsentFields } from '../forms/ConsentFields.js';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import { AuthLayout } from './AuthLayout.js';

interface RegisterResponse {
  data: { redirect: string };
}

export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const query = readRegistrationQuery(searchParams);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState({ password: '', password_confirmation: '' });
  const [consents, setConsents] = useState({ termsConsent: false, ageConsent: false });
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    const response = await apiRequest<RegisterResponse>('/register', {
      method: 'POST',
      body: {
        name,
        email,
        ...password,
        terms_consent: consents.termsConsent,
        age_consent: consents.ageConsent,
        coupons: JSON.stringify(query.coupons),
        dashboards: query.dashboards,
        interval: query.interval,
        flow: query.flow ?? '',
        cid: analyticsClientId(document.cookie),
      },
    });
    pushAnalytics({ event: 'registered', flow: query.flow ?? null, dashboards: query.dashboards, interval: query.interval });
    startSignedIn(response.data.redirect);
  });

  return (
    <AuthLayout
      title="Create your account"
      lead="Start your free trial. No card needed."
      footer={
        <>
          Already have an account? <Link to={pathTo('login')}>Log in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} aria-label="Register">
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        {errors.coupon ? <Alert level="error">{errors.coupon}</Alert> : null}
        <TextField label="Full Name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <NewPasswordFields value={password} onChange={setPassword} errors={errors} labels={{ password: 'Password', confirmation: 'Confirm password' }} />
        <ConsentFields value={consents} onChange={setConsents} errors={errors} />
        <Button type="submit" block disabled={pending || !consents.termsConsent || !consents.ageConsent}>
          {pending ? 'Creating your account…' : 'Register'}
        </Button>
      </form>
    </AuthLayout>
  );
}
