import { useState, type FormEvent } from 'react';
import { ApiError } from '@pulseboard/shared';

export type FieldErrors = Record<string, string | undefined>;

const firstMessages = (errors: Record<string, string[]>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));

/** 429s and other client errors carry the server's own words (a 429 says how long to wait). */
function generalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
    return error.message;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

/**
 * Submit handling shared by the sign-in forms: native validity first, then the
 * request; a 422 becomes per-field messages, anything else one general message.
 */
export function useFormSubmit(submit: () => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setPending(true);
    setErrors({});
    try {
      await submit();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(firstMessages(error.fieldErrors));
      } else {
        setErrors({ general: generalMessage(error) });
      }
    } finally {
      setPending(false);
    }
  }

  return { errors, pending, onSubmit };
}
