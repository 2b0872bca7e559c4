import { useAtomValue, useSetAtom } from 'jotai';
import { Button, currentUserAtom, Form, memberAccessSchema, Modal, replaceCurrentUserAtom, SubmitButton, useContractForm, type MemberAccess, type TeamMember } from '@pulseboard/shared';
import { AccessFields } from './AccessFields.js';
import { changeAccess } from './api.js';
import styles from '../screens/DialogForm.module.css';

/**
 * Changes a teammate's role and report permission; refusing to demote the last admin shows under Role.
 * An admin changing their own access replaces the stored user (spec §6), so the guards and menus follow at once.
 */
export function AccessDialog({ member, onClose, onChanged }: { member: TeamMember; onClose: () => void; onChanged: () => void }) {
  const form = useContractForm(memberAccessSchema, { defaultValues: { role_name: member.roleName, can_create_automatic_reports: member.canCreateAutomaticReports } });

  const me = useAtomValue(currentUserAtom);
  const replaceCurrentUser = useSetAtom(replaceCurrentUserAtom);

  async function save(access: MemberAccess) {
    const changed = await changeAccess(member.id, access);
    if (member.id === me?.id) replaceCurrentUser(changed);
    onChanged();
  }

  return (
    <Modal open onOpenChange={(stillOpen) => (stillOpen ? undefined : onClose())} title={`Access of ${member.name}`} size="medium">
      <Form form={form} onSubmit={save} aria-label={`Access of ${member.name}`} className={styles.form}>
        <AccessFields />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
