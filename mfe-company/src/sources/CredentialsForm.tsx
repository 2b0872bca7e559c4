import { Button, Form, FormTextField, SubmitButton, useContractForm } from '@pulseboard/shared';
import { CREDENTIALS_FORMS, type CredentialsEntry, type SourceCredentials } from './credentials-form-schema.js';
import styles from '../screens/DialogForm.module.css';

/**
 * The credentials of an account-plus-token source, of WooCommerce (store URL,
 * consumer key and secret, sent as "key|secret" as the API expects), or the
 * account an account-plus-OAuth source (AccuRanker) is authorised for.
 */
export function CredentialsForm({ entry, onSubmit, onCancel }: { entry: CredentialsEntry; onSubmit: (credentials: SourceCredentials) => Promise<void>; onCancel: () => void }) {
  const { schema, defaultValues } = CREDENTIALS_FORMS[entry.credentials];
  const form = useContractForm(schema, { defaultValues });
  const woo = entry.credentials === 'woocommerce';
  // The API speaks of WooCommerce's token as a whole; the consumer key is where it is typed first.
  const fieldOf = woo ? ({ token: 'key' } as const) : undefined;
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`Connect ${entry.label}`} className={styles.form} fieldOf={fieldOf}>
      <FormTextField name="account" label={woo ? 'Store URL' : 'Account'} type={woo ? 'url' : 'text'} placeholder={woo ? 'https://shop.example.com' : 'The account or project name'} required />
      {entry.credentials === 'token' ? <FormTextField name="token" label="API token" required autoComplete="off" /> : null}
      {woo ? (
        <>
          <FormTextField name="key" label="Consumer key" required autoComplete="off" placeholder="ck_…" />
          <FormTextField name="secret" label="Consumer secret" required autoComplete="off" placeholder="cs_…" />
        </>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Back
        </Button>
        <SubmitButton pendingLabel="Connecting…">Connect</SubmitButton>
      </div>
    </Form>
  );
}
