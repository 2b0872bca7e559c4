import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../core.js';

/** Where a form keeps its message that belongs to no field (the spec's `general`). */
export const GENERAL_ERROR = 'root.general' as const;

export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** What the user is told about a failure that is not a 422: a 4xx in the server's words (a 429 says how long to wait), a 5xx or a network failure in ours. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status >= 500 ? SERVER_FAILURE_MESSAGE : error.message;
  return UNREACHABLE_MESSAGE;
}

export interface ServerErrorOptions<Values extends FieldValues> {
  /** The API's key for a field when it differs from the form's path (e.g. a 402's or a row's key). */
  fieldOf?: Partial<Record<string, Path<Values>>>;
  /** Says what went wrong when it was no 422; by default failureMessage. */
  general?: (error: unknown) => string;
}

/**
 * Puts a failed submit's errors on the form: each 422 message under the
 * field of the same name (its first message), and anything the form has no
 * field for, like every other failure, as the form's general message. The
 * values the user typed are left as they were.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerErrorOptions<Values> = {},
): void {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const entries = Object.entries(fieldErrors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) {
    form.setError(GENERAL_ERROR, { type: 'server', message: (options.general ?? failureMessage)(error) });
    return;
  }
  const values = form.getValues();
  const unplaced: string[] = [];
  for (const [key, messages] of entries) {
    const path = options.fieldOf?.[key] ?? (get(values, key) !== undefined ? (key as Path<Values>) : undefined);
    if (path) form.setError(path, { type: 'server', message: messages[0] });
    else unplaced.push(messages[0] as string);
  }
  if (unplaced.length > 0) form.setError(GENERAL_ERROR, { type: 'server', message: unplaced.join(' ') });
}
