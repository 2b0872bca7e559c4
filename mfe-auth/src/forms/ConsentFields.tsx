import { CheckboxField, MINIMUM_AGE } from '@pulseboard/shared';
import type { FieldErrors } from './use-form-submit.js';

export interface Consents {
  termsConsent: boolean;
  ageConsent: boolean;
}

/** The two consents every account needs (spec §5): the terms, and being 16 or older. */
export function ConsentFields({ value, onChange, errors }: { value: Consents; onChange: (next: Consents) => void; errors: FieldErrors }) {
  return (
    <>
      <CheckboxField
        label="I accept the terms and conditions and the privacy policy"
        name="terms_consent"
        checked={value.termsConsent}
        onChange={(event) => onChange({ ...value, termsConsent: event.target.checked })}
        error={errors.terms_consent}
      />
      <CheckboxField
        label={`I am ${MINIMUM_AGE} years of age or older`}
        name="age_consent"
        checked={value.ageConsent}
        onChange={(event) => onChange({ ...value, ageConsent: event.target.checked })}
        error={errors.age_consent}
      />
    </>
  );
}
