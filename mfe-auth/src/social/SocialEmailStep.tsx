import { useState } from 'react';
import { Alert, apiRequest, Form, FormTextField, Link, pathTo, SOCIAL_OUTCOME_TEXTS, socialEmailSchema, SubmitButton, useContractForm, type SocialEmailInput } from '@pulseboard/shared';

/**
 * The provider shared no confirmed e-mail: the person gives the address for
 * their account, and the account is created when the link mailed to it is
 * opened (the server keeps the provider's answer in a sealed cookie meanwhile).
 */
export function SocialEmailStep({ label }: { label: string }) {
  const form = useContractForm(socialEmailSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);

  async function send(body: SocialEmailInput) {
    const response = await apiRequest<{ message: string }>('/register/social/email', { method: 'POST', body });
    setSent(response.message);
  }

  return (
    <>
      {sent ? (
        <Alert level="success">{sent}</Alert>
      ) : (
        <>
          <Alert level="info">{SOCIAL_OUTCOME_TEXTS.email_needed(label)}</Alert>
          <Form form={form} onSubmit={send} aria-label="Your e-mail address">
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <SubmitButton block pendingLabel="Sending the link…">
              Send the confirmation link
            </SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to={pathTo('register')}>Start again</Link>
      </p>
    </>
  );
}
