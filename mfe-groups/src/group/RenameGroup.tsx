import { ApiError, campaignRequestSchema, Form, FormTextField, Modal, reportError, SubmitButton, useContractForm, type CampaignRequest } from '@pulseboard/shared';
import { renameCampaign } from '../api/campaigns.js';
import styles from './GroupScreen.module.css';

/** Renames a group (admins only), with the server's message under the field when it refuses. */
export function RenameGroup({ campaignId, name, onClose, onRenamed }: { campaignId: number; name: string; onClose(): void; onRenamed(): Promise<unknown> }) {
  const form = useContractForm(campaignRequestSchema, { defaultValues: { name } });
  async function rename(values: CampaignRequest) {
    try {
      await renameCampaign(campaignId, values.name);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      throw error;
    }
    await onRenamed();
    onClose();
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Rename group">
      <Form form={form} onSubmit={rename} general={() => 'The group could not be renamed. Try again.'} aria-label="Rename group" className={styles.modalForm}>
        <FormTextField name="name" label="Group name" maxLength={255} autoFocus />
        <div className={styles.actions}>
          <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
