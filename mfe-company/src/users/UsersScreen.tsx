import { useState } from 'react';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Alert, Button, currentUserAtom, failureMessage, Loader, Page, useConfirm, VisuallyHidden, type TeamMember } from '@pulseboard/shared';
import { AccessDialog } from './AccessDialog.js';
import { fetchTeam, removeUser, resendInvitation, USERS_PATH } from './api.js';
import { InviteUserDialog } from './InviteUserDialog.js';
import { MemberRow } from './MemberRow.js';
import tableStyles from '../screens/Table.module.css';

/** Company Users (spec §2, admins only): the team, inviting teammates, their access, and removing them. */
export function UsersScreen() {
  const { data: team, error, mutate } = useSWR(USERS_PATH, fetchTeam);
  const me = useAtomValue(currentUserAtom);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<{ level: 'success' | 'error'; text: string } | null>(null);
  const { confirm, dialog } = useConfirm();

  async function act(action: () => Promise<unknown>, success: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ level: 'success', text: success });
    } catch (caught) {
      setNotice({ level: 'error', text: failureMessage(caught) });
    }
    await mutate();
  }

  async function remove(member: TeamMember) {
    const answer = await confirm({
      title: `Remove ${member.name}?`,
      description: `${member.name} is signed out at once and can no longer sign in. The dashboards and reports they made stay with the company.`,
      submitLabel: 'Remove',
      danger: true,
    });
    if (answer) await act(() => removeUser(member.id), `${member.name} was removed.`);
  }

  return (
    <Page title="Users" subtitle="Your teammates, their roles and what they may do." actions={<Button onClick={() => setInviting(true)}>Invite user</Button>}>
      {notice ? <Alert level={notice.level}>{notice.text}</Alert> : null}
      {error ? <Alert level="error">The team could not be loaded. Reload the page to try again.</Alert> : null}
      {!team && !error ? <Loader /> : null}
      {team ? (
        <div className={tableStyles.tableFrame}>
          <table className={tableStyles.table} aria-label="Users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Automatic reports</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isSelf={member.id === me?.id}
                  actions={{
                    onAccess: () => setChanging(member),
                    onResend: () => void act(() => resendInvitation(member.id), `A new invitation was sent to ${member.email}.`),
                    onRemove: () => void remove(member),
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          setNotice({ level: 'success', text: 'The invitation was sent.' });
          void mutate();
        }}
      />
      {changing ? (
        <AccessDialog
          member={changing}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            setNotice({ level: 'success', text: `The access of ${changing.name} was saved.` });
            void mutate();
          }}
        />
      ) : null}
      {dialog}
    </Page>
  );
}
