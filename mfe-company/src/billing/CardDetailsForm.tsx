import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { CardField, currentUserAtom, Form, FormTextField, SubmitButton, useContractForm, type CardCheckout } from '@pulseboard/shared';
import { cardFailureMessage } from './card-failures.js';
import { cardholderSchema, type Cardholder } from './cardholder-schema.js';
import styles from './CardDetailsForm.module.css';

export interface CardDetailsFormProps {
  card: CardCheckout;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** Pays or saves with the card typed and the name given; a rejection shows at the top of the form. */
  onSubmit: (payerName: string) => Promise<void>;
  /** Further buttons beside the submit (Cancel). */
  children?: ReactNode;
}

/**
 * The name on the card and the provider's own card inputs (card numbers never
 * pass through our code). The name starts as the signed-in user's; submit
 * waits for the card inputs to be mounted.
 */
export function CardDetailsForm({ card, label, submitLabel, pendingLabel, onSubmit, children }: CardDetailsFormProps) {
  const user = useAtomValue(currentUserAtom);
  const form = useContractForm(cardholderSchema, { defaultValues: { name: user?.name ?? '' } });
  return (
    <Form form={form} onSubmit={({ name }) => onSubmit(name)} general={cardFailureMessage} aria-label={label} className={styles.form}>
      <FormTextField<Cardholder> name="name" label="Name on the card" autoComplete="cc-name" required />
      <CardField {...card.fieldProps} />
      <div className={styles.actions}>
        {children}
        <SubmitButton disabled={!card.ready} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
