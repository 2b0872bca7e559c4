import { useState } from 'react';
import { Alert, apiRequest, failureMessage, type ProviderRedirect, type SocialProvider } from '@pulseboard/shared';
import { goToProvider } from '../forms/navigate.js';
import { ProviderButtons } from './ProviderButtons.js';

/** The login page's provider buttons: straight to the provider (consents were given when the account was made). */
export function SocialLogin() {
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(provider: SocialProvider) {
    setLeaving(provider);
    setProblem(null);
    try {
      const response = await apiRequest<ProviderRedirect>(`/login/${provider}`, { method: 'POST' });
      goToProvider(response.data.redirect);
    } catch (error) {
      setLeaving(null);
      setProblem(failureMessage(error));
    }
  }

  return (
    <>
      {problem ? <Alert level="error">{problem}</Alert> : null}
      <ProviderButtons onChoose={(provider) => void choose(provider)} busy={leaving} />
    </>
  );
}
