import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import {
  Button,
  companyDeletionByNameFormSchema,
  companyDeletionFormSchema,
  currentUserAtom,
  Form,
  FormTextField,
  linkedIdentitiesPath,
  Loader,
  Modal,
  navigateAway,
  pathTo,
  SubmitButton,
  swrFetcher,
  useContractForm,
  type CompanyDeletionByNameForm,
  type CompanyDeletionForm,
  type LinkedIdentities,
} from '@pulseboard/shared';
import { deleteCompany, type DeletionConfirmation } from './api.js';
import dialogStyles from '../screens/DialogForm.module.css';

const WHAT_GOES = 'Every dashboard, source, report, user and image of the company is deleted at once, for good.';

/**
 * Deletes the company with all its data once the admin has confirmed it, then
 * the browser leaves for the login page. An admin confirms with their
 * password; one who has none (signing in through Google, Facebook or
 * LinkedIn) types the company's name instead.
 */
export function DeleteCompany({ companyName }: { companyName: string }) {
  const [asking, setAsking] = useState(false);
  const me = useAtomValue(currentUserAtom);
  const { data, error } = useSWR<{ data: LinkedIdentities }>(asking && me ? linkedIdentitiesPath(me.id) : null, swrFetcher);
  // Unknown (the read failed): the password is asked for, and the API's answer says if that was wrong.
  const hasPassword = data ? data.data.hasPassword : error ? true : undefined;
  const cancel = () => setAsking(false);

  async function remove(confirmation: DeletionConfirmation) {
    await deleteCompany(confirmation);
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
        description={`${WHAT_GOES} ${hasPassword === false ? "Type the company's name to confirm." : 'Type your password to confirm.'}`}
        size="medium"
      >
        {hasPassword === undefined ? <Loader size="s" /> : hasPassword ? <PasswordConfirmation onConfirm={remove} onCancel={cancel} /> : <NameConfirmation onConfirm={remove} onCancel={cancel} />}
      </Modal>
    </>
  );
}

interface ConfirmationProps {
  onConfirm: (confirmation: DeletionConfirmation) => Promise<void>;
  onCancel: () => void;
}

function PasswordConfirmation({ onConfirm, onCancel }: ConfirmationProps) {
  const form = useContractForm(companyDeletionFormSchema, { defaultValues: { password: '' } });
  return (
    <Form form={form} onSubmit={onConfirm} aria-label="Delete the company" className={dialogStyles.form}>
      <FormTextField<CompanyDeletionForm> name="password" label="Your password" type="password" autoComplete="current-password" required />
      <DeletionActions onCancel={onCancel} />
    </Form>
  );
}

function NameConfirmation({ onConfirm, onCancel }: ConfirmationProps) {
  const form = useContractForm(companyDeletionByNameFormSchema, { defaultValues: { companyName: '' } });
  return (
    <Form form={form} onSubmit={onConfirm} aria-label="Delete the company" className={dialogStyles.form}>
      <FormTextField<CompanyDeletionByNameForm> name="companyName" label="The company's name" autoComplete="off" required />
      <DeletionActions onCancel={onCancel} />
    </Form>
  );
}

function DeletionActions({ onCancel }: { onCancel: () => void }): ReactNode {
  return (
    <div className={dialogStyles.formActions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton variant="danger" pendingLabel="Deleting…">
        Delete for good
      </SubmitButton>
    </div>
  );
}
