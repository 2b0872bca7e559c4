import { get, useFormState, type FieldValues, type Path } from 'react-hook-form';

/**
 * The message to show under a field of the enclosing form. Subscribed to
 * that field alone, so an error elsewhere does not re-render it.
 */
export function useFieldError<Values extends FieldValues>(name: Path<Values>): string | undefined {
  const { errors } = useFormState<Values>({ name, exact: true });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}
