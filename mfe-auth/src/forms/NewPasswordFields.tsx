import { PASSWORD_MIN_LENGTH, TextField } from '@pulseboard/shared';
import type { FieldErrors } from './use-form-submit.js';

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** A new password typed twice, with the minimum length checked by the browser before submit. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
  labels,
}: {
  value: NewPassword;
  onChange: (next: NewPassword) => void;
  errors: FieldErrors;
  labels: { password: string; confirmation: string };
}) {
  const field = (key: keyof NewPassword, label: string) => (
    <TextField
      label={label}
      type="password"
      name={key}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[key]}
    />
  );
  return (
    <>
      {field('password', labels.password)}
      {field('password_confirmation', labels.confirmation)}
    </>
  );
}
