import { FormCheckboxField, FormRadioGroup, type MemberAccess } from '@pulseboard/shared';

const ROLE_CHOICES = [
  { value: 'member', label: 'Member', description: 'Works on dashboards and sources.' },
  { value: 'admin', label: 'Admin', description: 'Also manages the team, the company settings and the subscription.' },
] as const;

/** The role and the report permission, as the invitation and the access dialog both ask them. */
export function AccessFields() {
  return (
    <>
      <FormRadioGroup<MemberAccess, MemberAccess['role_name']> name="role_name" legend="Role" choices={ROLE_CHOICES} />
      <FormCheckboxField<MemberAccess> name="can_create_automatic_reports" label="May schedule automatic reports (admins always may)" />
    </>
  );
}
