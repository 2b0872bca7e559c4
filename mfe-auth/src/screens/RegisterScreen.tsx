import { useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, apiRequest, Button, CheckboxField, MINIMUM_AGE, PASSWORD_MIN_LENGTH, pathTo, TextField } from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { startSignedIn } from '../forms/navigate.js';
import { analyticsClientId, readRegistrationQuery } from '../forms/registration-query.js';
import { AuthLayout } from './AuthLayout.js';

interface RegisterResponse {
  data: { redirect: string };
}

export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const query = readRegistrationQuery(searchParams);
  const [fields, setFields] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [termsConsent, setTermsConsent] = useState(false);
  const [ageConsent, setAgeConsent] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    const response = await apiRequest<RegisterResponse>('/register', {
      method: 'POST',
      body: {
        ...fields,
        terms_consent: termsConsent,
        age_consent: ageConsent,
        coupons: JSON.stringify(query.coupons),
        dashboards: query.dashboards,
        interval: query.interval,
        flow: query.flow ?? '',
        cid: analyticsClientId(document.cookie),
      },
    });
    startSignedIn(response.data.redirect);
  });
  const update = (field: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

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
        <TextField label="Full Name" name="name" autoComplete="name" required value={fields.name} onChange={update('name')} error={errors.name} />
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={fields.email} onChange={update('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={fields.password}
          onChange={update('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={fields.password_confirmation}
          onChange={update('password_confirmation')}
          error={errors.password_confirmation}
        />
        <CheckboxField
          label="I accept the terms and conditions and the privacy policy"
          name="terms_consent"
          checked={termsConsent}
          onChange={(event) => setTermsConsent(event.target.checked)}
          error={errors.terms_consent}
        />
        <CheckboxField
          label={`I am ${MINIMUM_AGE} years of age or older`}
          name="age_consent"
          checked={ageConsent}
          onChange={(event) => setAgeConsent(event.target.checked)}
          error={errors.age_consent}
        />
        <Button type="submit" block disabled={pending || !termsConsent || !ageConsent}>
          {pending ? 'Creating your account…' : 'Register'}
        </Button>
      </form>
    </AuthLayout>
  );
}
