import { Button, type TeamMember } from '@pulseboard/shared';
import styles from './Users.module.css';

export interface MemberActions {
  onAccess: () => void;
  onResend: () => void;
  onRemove: () => void;
}

const statusOf = (member: TeamMember): string => {
  if (member.status === 'active') return 'Active';
  if (!member.invitationExpiresAt || Date.parse(member.invitationExpiresAt) <= Date.now()) return 'Invitation expired';
  return `Invited, link valid until ${new Date(member.invitationExpiresAt).toLocaleDateString()}`;
};

/** One teammate: who they are, their role and permission, whether they have joined, and what an admin can do. */
export function MemberRow({ member, isSelf, actions }: { member: TeamMember; isSelf: boolean; actions: MemberActions }) {
  return (
    <tr>
      <th scope="row" className={styles.name}>
        {member.name}
        {isSelf ? ' (you)' : null}
      </th>
      <td className={styles.email}>{member.email}</td>
      <td>{member.roleName === 'admin' ? 'Admin' : 'Member'}</td>
      <td>{member.roleName === 'admin' || member.canCreateAutomaticReports ? 'Yes' : 'No'}</td>
      <td className={member.status === 'invited' ? styles.invited : undefined}>{statusOf(member)}</td>
      <td className={styles.actions}>
        <Button variant="ghost" aria-label={`Change the access of ${member.name}`} onClick={actions.onAccess}>
          Access
        </Button>
        {member.status === 'invited' ? (
          <Button variant="ghost" aria-label={`Send ${member.name} a new invitation`} onClick={actions.onResend}>
            Resend invitation
          </Button>
        ) : null}
        <Button variant="ghost" aria-label={`Remove ${member.name}`} onClick={actions.onRemove}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
