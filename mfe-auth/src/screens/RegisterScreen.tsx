import { useState } from 'react';
import {
  Alert,
  apiRequest,
  Form,
  FormTextField,
  Link,
  pathTo,
  pushAnalytics,
  registrationSchema,
  SubmitButton,
  useContractForm,
  useSearchParams,
  useWatch,
  type Checkout,
  type Registration,
  type RegistrationInput,
} from '@pulseboard/shared';
import { startSignedIn } from '../forms/navigate.js';
import { readRegistrationQuery, registrationPlanValues } from '../forms/registration-query.js';
import { ConsentFields } from '../forms/ConsentFields.js';
import { NewPasswordFields } from '../forms/NewPasswordFields.js';
import { CouponField } from '../registration/CouponField.js';
import { waitForActiveAccount } from '../registration/account-activation.js';
import { PaymentStep } from '../registration/PaymentStep.js';
import { PlanSummary } from '../registration/PlanSummary.js';
import { useRegistrationCoupons } from '../registration/registration-coupons.js';
import { StartChoice, type Start } from '../registration/StartChoice.js';
import { SocialEmailStep } from '../social/SocialEmailStep.js';
import { SocialOutcomeAlert, useSocialOutcome } from '../social/SocialOutcomeAlert.js';
import { SocialRegistration } from '../social/SocialRegistration.js';
import { AuthLayout } from './AuthLayout.js';

interface RegisterResponse {
  data: { redirect: string };
}

/**
 * Register stays disabled until both consents are ticked (spec §5), while the account is being created, and while a
 * coupon is checked (the price is not settled). Once the account exists the button only goes on: it never registers again.
 */
function RegisterButton({ checkingCoupon, registered }: { checkingCoupon: boolean; registered: boolean }) {
  const consents = useWatch<RegistrationInput, ['terms_consent', 'age_consent']>({ name: ['terms_consent', 'age_consent'] });
  return (
    <SubmitButton block pendingLabel={registered ? 'Preparing the payment…' : 'Creating your account…'} disabled={checkingCoupon || !consents.every((given) => given === true)}>
      {registered ? 'Continue' : 'Register'}
    </SubmitButton>
  );
}

/** The coupon entry reads the e-mail typed so far: some coupons are for new customers only. */
function CouponsOfForm({ coupons }: { coupons: ReturnType<typeof useRegistrationCoupons> }) {
  const email = useWatch<RegistrationInput, 'email'>({ name: 'email' });
  return <CouponField coupons={coupons} email={email ?? ''} />;
}

export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const query = readRegistrationQuery(searchParams);
  const coupons = useRegistrationCoupons(query.coupons);
  const [start, setStart] = useState<Start>('trial');
  const [now] = useState(() => new Date());
  /** Where the account goes on, once it exists: a checkout that could not start is tried again without registering again. */
  const [redirect, setRedirect] = useState<string | null>(null);
  /** Set once the server answered the checkout: the card step takes the form's place. */
  const [payment, setPayment] = useState<{ checkout: Checkout; payerName: string; redirect: string } | null>(null);
  const form = useContractForm(registrationSchema, {
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms_consent: false, age_consent: false },
  });

  const codes = coupons.applied.map((coupon) => coupon.code);
  const social = useSocialOutcome();
  const announce = (paid: boolean) => pushAnalytics({ event: 'registered', flow: query.flow ?? null, dashboards: query.dashboards, interval: query.interval, coupons: codes, paid });

  async function createAccount(account: Registration): Promise<string> {
    const response = await apiRequest<RegisterResponse>('/register', {
      method: 'POST',
      // The link's query, not the form, says what the trial is for.
      body: { ...account, ...registrationPlanValues(query, codes) },
    });
    setRedirect(response.data.redirect);
    return response.data.redirect;
  }

  async function register(account: Registration) {
    const next = redirect ?? (await createAccount(account));
    if (start === 'trial') {
      announce(false);
      startSignedIn(next);
      return;
    }
    const checkout = await apiRequest<{ data: Checkout | null }>('/api/payment/secure', { method: 'POST', body: { dashboards: query.dashboards, interval: query.interval, coupons: codes } });
    if (checkout.data) {
      setPayment({ checkout: checkout.data, payerName: account.name, redirect: next });
      return;
    }
    // The coupons leave nothing to pay: the plan starts without a card, once the provider has told the server.
    await waitForActiveAccount();
    announce(true);
    startSignedIn(next);
  }

  return (
    <AuthLayout
      title="Create your account"
      lead={payment ? 'One more step: your card.' : 'Start your free trial, or pay now and skip it.'}
      footer={
        <>
          Already have an account? <Link to={pathTo('login')}>Log in</Link>
        </>
      }
    >
      <PlanSummary plan={query} coupons={coupons.applied} start={start} now={now} />
      <SocialOutcomeAlert />
      {social?.outcome === 'email_needed' ? (
        <SocialEmailStep label={social.label} />
      ) : payment ? (
        <PaymentStep
          checkout={payment.checkout}
          payerName={payment.payerName}
          onPaid={() => {
            announce(true);
            startSignedIn(payment.redirect);
          }}
          onTrial={() => {
            announce(false);
            startSignedIn(payment.redirect);
          }}
        />
      ) : (
        <Form form={form} onSubmit={register} aria-label="Register" nativeValidation>
          <FormTextField name="name" label="Full Name" autoComplete="name" required />
          <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
          <NewPasswordFields labels={{ password: 'Password', confirmation: 'Confirm password' }} />
          <CouponsOfForm coupons={coupons} />
          <StartChoice value={start} onChange={setStart} />
          <ConsentFields />
          {redirect ? <Alert level="info">Your account is created. Continue to pay, or choose the free trial.</Alert> : null}
          <RegisterButton checkingCoupon={coupons.checking !== null} registered={redirect !== null} />
          {redirect ? null : <SocialRegistration planValues={() => registrationPlanValues(query, codes)} />}
        </Form>
      )}
    </AuthLayout>
  );
}
