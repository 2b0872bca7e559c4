import { FormTextField, PASSWORD_MIN_LENGTH } from '@pulseboard/shared';

/**
 * A new password typed twice, bound to the enclosing form's password and
 * password_confirmation. The native constraints stay on the inputs for the
 * form that lets the browser check them first (registration).
 */
export function NewPasswordFields({ labels }: { labels: { password: string; confirmation: string } }) {
  return (
    <>
      <FormTextField name="password" label={labels.password} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
      <FormTextField name="password_confirmation" label={labels.confirmation} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
    </>
  );
}
