import { FormCheckboxField, MINIMUM_AGE } from '@pulseboard/shared';

/** The two consents every account needs (spec §5), the terms and being 16 or older, bound to the enclosing form's terms_consent and age_consent. */
export function ConsentFields() {
  return (
    <>
      <FormCheckboxField name="terms_consent" label="I accept the terms and conditions and the privacy policy" />
      <FormCheckboxField name="age_consent" label={`I am ${MINIMUM_AGE} years of age or older`} />
    </>
  );
}
