import { useMemo } from 'react';
import { Button } from './Button.js';
import { confirmSchema, initialConfirmValues, type ConfirmInput, type ConfirmValues } from './confirm-inputs.js';
import { useContractForm } from '../forms/use-contract-form.js';
import { Form } from '../forms/Form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { FormTextField } from '../forms/fields/FormTextField.js';
import { FormChipsField } from '../forms/fields/FormChipsField.js';
import styles from './ConfirmForm.module.css';

export interface ConfirmFormProps {
  inputs: readonly ConfirmInput[];
  submitLabel: string;
  cancelLabel: string;
  danger: boolean;
  onSubmit: (values: ConfirmValues) => void;
  onCancel: () => void;
}

/**
 * The body of a confirm dialog: its optional inputs and the two buttons.
 * Submit with required inputs unanswered is refused: each shows its message
 * (kept up to date from then on) and focus goes to the first.
 */
export function ConfirmForm({ inputs, submitLabel, cancelLabel, danger, onSubmit, onCancel }: ConfirmFormProps) {
  const schema = useMemo(() => confirmSchema(inputs), [inputs]);
  const defaultValues = useMemo(() => initialConfirmValues(inputs), [inputs]);
  // Checked on submit only: the dialog opens with focus in the first input, and reaching for Cancel must not flag it.
  const form = useContractForm(schema, { defaultValues, mode: 'onSubmit' });

  return (
    <Form form={form} onSubmit={onSubmit}>
      {inputs.map((input) =>
        input.kind === 'text' ? (
          <FormTextField key={input.name} name={input.name} label={input.label} placeholder={input.placeholder} aria-required={input.required || undefined} />
        ) : (
          <FormChipsField key={input.name} name={input.name} label={input.label} placeholder={input.placeholder} required={input.required} />
        ),
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <SubmitButton variant={danger ? 'danger' : 'primary'}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
