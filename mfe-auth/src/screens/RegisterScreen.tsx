import { Link, useSearchParams } from 'react-router-dom';
import { apiRequest, Form, FormTextField, pathTo, pushAnalytics, registrationSchema, SubmitButton, useContractForm, useWatch, type Registration, type RegistrationInput } from '@pulseboard/shared';
import { startSignedIn } from '../forms/navigate.js';
import { analyticsClientId, readRegistrationQuery } from '../forms/registration-query.js';
import { ConsentFields } from '../forms/ConsentFields.js';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import { AuthLayout } from './AuthLayout.js';

interface RegisterResponse {
  data: { redirect: string };
}

/** Register stays disabled until both consents are ticked (spec §5), and while the account is being created. */
function RegisterButton() {
  const consents = useWatch<RegistrationInput, ['terms_consent', 'age_consent']>({ name: ['terms_consent', 'age_consent'] });
  return (
    <SubmitButton block pendingLabel="Creating your account…" disabled={!consents.every((given) => given === true)}>
      Register
    </SubmitButton>
  );
}

export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const query = readRegistrationQuery(searchParams);
  const form = useContractForm(registrationSchema, {
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms_consent: false, age_consent: false },
  });

  async function register(account: Registration) {
    const response = await apiRequest<RegisterResponse>('/register', {
      method: 'POST',
      // The link's query, not the form, says what the trial is for; it is posted as the server's form post takes it (coupons as a JSON list).
      body: {
        ...account,
        coupons: JSON.stringify(query.coupons),
        dashboards: query.dashboards,
        interval: query.interval,
        flow: query.flow ?? '',
        cid: analyticsClientId(document.cookie),
      },
    });
    pushAnalytics({ event: 'registered', flow: query.flow ?? null, dashboards: query.dashboards, interval: query.interval });
    startSignedIn(response.data.redirect);
  }

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
      <Form form={form} onSubmit={register} aria-label="Register" nativeValidation>
        <FormTextField name="name" label="Full Name" autoComplete="name" required />
        <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
        <NewPasswordFields labels={{ password: 'Password', confirmation: 'Confirm password' }} />
        <ConsentFields />
        <RegisterButton />
      </Form>
    </AuthLayout>
  );
}
