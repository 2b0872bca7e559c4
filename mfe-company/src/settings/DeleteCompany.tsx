import { useState } from 'react';
import { Button, companyDeletionFormSchema, Form, FormTextField, Modal, navigateAway, pathTo, SubmitButton, useContractForm, type CompanyDeletionForm } from '@pulseboard/shared';
import { deleteCompany } from './api.js';
import dialogStyles from '../screens/DialogForm.module.css';

/** Deletes the company with all its data, once the admin has typed their password; then the browser leaves for the login page. */
export function DeleteCompany({ companyName }: { companyName: string }) {
  const [asking, setAsking] = useState(false);
  const form = useContractForm(companyDeletionFormSchema, { defaultValues: { password: '' } });

  async function remove({ password }: CompanyDeletionForm) {
    await deleteCompany(password);
    navigateAway(pathTo('login'));
  }

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Delete company
      </Button>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={`Delete ${companyName}?`}
        description="Every dashboard, source, report, user and image of the company is deleted at once, for good. Type your password to confirm."
        size="medium"
      >
        <Form form={form} onSubmit={remove} aria-label="Delete the company" className={dialogStyles.form}>
          <FormTextField<CompanyDeletionForm> name="password" label="Your password" type="password" autoComplete="current-password" required />
          <div className={dialogStyles.formActions}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <SubmitButton variant="danger" pendingLabel="Deleting…">
              Delete for good
            </SubmitButton>
          </div>
        </Form>
      </Modal>
    </>
  );
}
