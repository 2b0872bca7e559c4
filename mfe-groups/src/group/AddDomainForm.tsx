import { ApiError, campaignDomainRequestSchema, eventBus, Form, FormTextField, reportError, SubmitButton, useContractForm, type CampaignDomainRequest } from '@pulseboard/shared';
import { addDomain } from '../api/campaigns.js';
import styles from './GroupScreen.module.css';

/** Adds a domain as the user types or pastes it; the server reads it and says why it cannot be one. */
export function AddDomainForm({ campaignId, onAdded }: { campaignId: number; onAdded(): Promise<unknown> }) {
  const form = useContractForm(campaignDomainRequestSchema, { defaultValues: { domain: '' } });

  async function add({ domain }: CampaignDomainRequest) {
    try {
      await addDomain(campaignId, domain);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      throw error;
    }
    form.reset({ domain: '' });
    eventBus.emit('onboarding:action', { action: 'group:domain-added' });
    await onAdded();
  }

  return (
    <Form form={form} onSubmit={add} general={() => 'The domain could not be added. Try again.'} aria-label="Add domain" className={styles.addDomain}>
      <FormTextField name="domain" label="Add a domain" placeholder="client-site.com" maxLength={2048} />
      <SubmitButton pendingLabel="Adding…">Add domain</SubmitButton>
    </Form>
  );
}
