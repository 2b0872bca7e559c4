import { useState } from 'react';
import { apiRequest, useFormContext, type ProviderRedirect, type RegistrationInput, type SocialConsents, type SocialProvider } from '@pulseboard/shared';
import { goToProvider } from '../forms/navigate.js';
import { ConsentModal } from './ConsentModal.js';
import { ProviderButtons } from './ProviderButtons.js';

/**
 * The registration screen's provider buttons. Each opens the consent modal
 * with the form's boxes as ticked so far; once both are given, the consents
 * and the plan values are posted and the browser goes to the provider.
 */
export function SocialRegistration({ planValues }: { planValues: () => Record<string, unknown> }) {
  const { getValues } = useFormContext<RegistrationInput>();
  const [chosen, setChosen] = useState<SocialProvider | null>(null);
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);

  async function proceed(provider: SocialProvider, consents: SocialConsents) {
    const response = await apiRequest<ProviderRedirect>(`/register/${provider}`, { method: 'POST', body: { ...consents, ...planValues() } });
    setLeaving(provider);
    goToProvider(response.data.redirect);
  }

  return (
    <>
      <ProviderButtons onChoose={setChosen} busy={leaving} />
      <ConsentModal
        provider={chosen}
        initial={{ terms_consent: getValues('terms_consent') === true, age_consent: getValues('age_consent') === true }}
        onClose={() => setChosen(null)}
        onConfirm={proceed}
      />
    </>
  );
}
