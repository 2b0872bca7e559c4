import {
  ApiError,
  ButtonLink,
  campaignRequestSchema,
  Card,
  eventBus,
  Form,
  FormTextField,
  Page,
  pathTo,
  reportError,
  SubmitButton,
  useContractForm,
  useNavigate,
  type CampaignRequest,
} from '@pulseboard/shared';
import { createCampaign } from '../api/campaigns.js';
import styles from './CreateGroup.module.css';

/** Create Group (spec §2, admins only): a name, then straight to the new group to add its domains. */
export function CreateGroup() {
  const navigate = useNavigate();
  const form = useContractForm(campaignRequestSchema, { defaultValues: { name: '' } });

  async function create({ name }: CampaignRequest) {
    try {
      const created = await createCampaign(name);
      // Reported before leaving: the onboarding step that holds users on this page has moved on by the time they go.
      eventBus.emit('onboarding:action', { action: 'group:created' });
      await navigate(pathTo('campaign.show', { campaignId: String(created.id) }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      throw error;
    }
  }

  return (
    <Page title="Create Group" subtitle="Name a group for the client domains Mission Control should watch together.">
      <Form form={form} onSubmit={create} general={() => 'The group could not be created. Try again.'} aria-label="Create group" className={styles.form}>
        <Card>
          <FormTextField name="name" label="Group name" maxLength={255} required autoFocus placeholder="Retail clients" />
        </Card>
        <div className={styles.actions}>
          <ButtonLink variant="secondary" to={pathTo('campaigns.index')}>
            Cancel
          </ButtonLink>
          <SubmitButton pendingLabel="Creating…">Create group</SubmitButton>
        </div>
      </Form>
    </Page>
  );
}
