import { Button, Form, FormTextField, SubmitButton, useContractForm } from '@pulseboard/shared';
import { CREDENTIALS_FORMS, type CredentialsEntry, type SourceCredentials } from './credentials-form-schema.js';
import styles from '../screens/DialogForm.module.css';

/** What the account field asks for: a store's address, the domains an SEO tool reports on, or the account's name. */
function accountField(entry: CredentialsEntry): { label: string; type: 'url' | 'text'; placeholder: string } {
  if (entry.credentials === 'woocommerce') return { label: 'Store URL', type: 'url', placeholder: 'https://shop.example.com' };
  if (entry.account === 'domains') return { label: 'Domains', type: 'text', placeholder: 'example.com, shop.example.com' };
  return { label: 'Account', type: 'text', placeholder: 'The account or project name' };
}

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
  const { sandbox } = entry;
  /** Fills the form with what the sandbox's fake accepts, as a user would copy it from the provider's settings. */
  const fillSandbox = () => {
    if (!sandbox) return;
    const [key = '', secret = ''] = sandbox.token.split('|');
    // AccuRanker's form has only the account: its authorisation follows on the fake's consent page.
    const values = woo ? { account: sandbox.account, key, secret } : entry.credentials === 'token' ? { account: sandbox.account, token: sandbox.token } : { account: sandbox.account };
    for (const [name, value] of Object.entries(values)) form.setValue(name as 'account', value, { shouldValidate: true });
  };
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`Connect ${entry.label}`} className={styles.form} fieldOf={fieldOf}>
      {sandbox ? (
        <p className={styles.hint}>
          Sandbox: {woo ? 'a fake store is' : 'a fake account is'} ready to connect.{' '}
          <Button variant="secondary" onClick={fillSandbox}>
            {woo ? 'Fill in the sandbox store' : 'Fill in the sandbox account'}
          </Button>
        </p>
      ) : null}
      <FormTextField name="account" {...accountField(entry)} required />
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
