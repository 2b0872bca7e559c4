import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../ui/Page.js';
import { applyServerErrors, GENERAL_ERROR, type ServerErrorOptions } from './server-errors.js';

type NativeFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

export interface FormProps<Values extends FieldValues, Output> extends NativeFormProps, ServerErrorOptions<Values> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Receives the schema's output once every rule holds; a rejection puts its errors on the form. */
  onSubmit: (values: Output) => Promise<unknown> | void;
  /**
   * Let the browser check the inputs' own constraints (required, type,
   * minLength) before anything else, with its own bubbles, where the spec
   * asks for native validity (registration). Otherwise the schema's messages show under the fields.
   */
  nativeValidation?: boolean;
  /** Where the general message goes when not at the top of the form. */
  generalErrorSlot?: 'top' | 'none';
  children: ReactNode;
}

/** The form's message that belongs to no field (a refusal, a failure), announced. */
export function FormGeneralError() {
  const { errors } = useFormState({ name: GENERAL_ERROR });
  const message = errors.root?.general?.message;
  return message ? <Alert level="error">{message}</Alert> : null;
}

/**
 * A form element bound to a contract form: submit runs the schema, then
 * `onSubmit`; a failure's 422 messages land under their fields and anything
 * else in the general message, while what the user typed stays. Fields
 * inside find the form through context (FormTextField and the others).
 */
export function Form<Values extends FieldValues, Output>({ form, onSubmit, nativeValidation = false, generalErrorSlot = 'top', fieldOf, general, children, ...rest }: FormProps<Values, Output>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error, { fieldOf, general });
      // Rethrown so the form counts the submit as failed (isSubmitSuccessful false) for the button's feedback.
      throw error;
    }
  });
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    // The failure is on the form already; nothing is left to handle.
    submit(event).catch(() => undefined);
  };
  return (
    <FormProvider {...form}>
      <form {...rest} noValidate={!nativeValidation} onSubmit={handle}>
        {generalErrorSlot === 'top' ? <FormGeneralError /> : null}
        {children}
      </form>
    </FormProvider>
  );
}
