import { useState, type FormEvent } from 'react';
import { Alert, ApiError, Button, TextField } from '@pulseboard/shared';
import type { SourceTypeEntry } from './api.js';
import styles from './Sources.module.css';

export interface TokenCredentials {
  account: string;
  token: string;
}

/**
 * The credentials of an account-plus-token source, of WooCommerce (store URL,
 * consumer key and secret, sent as "key|secret" as the API expects), or the
 * account an account-plus-OAuth source (AccuRanker) is authorised for.
 */
export function CredentialsForm({ entry, onSubmit, onCancel }: { entry: SourceTypeEntry; onSubmit: (credentials: TokenCredentials) => Promise<void>; onCancel: () => void }) {
  const woo = entry.credentials === 'woocommerce';
  const accountOnly = entry.credentials === 'account_oauth';
  const [account, setAccount] = useState('');
  const [token, setToken] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setPending(true);
    setErrors({});
    try {
      await onSubmit({ account, token: woo ? `${token}|${secret}` : token });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.keys(fields).length ? Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])) : { general: (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={`Connect ${entry.label}`} className={styles.form}>
      {errors.general ?? errors.name ?? errors.kind ? <Alert level="error">{errors.general ?? errors.name ?? errors.kind}</Alert> : null}
      <TextField
        label={woo ? 'Store URL' : 'Account'}
        name="account"
        type={woo ? 'url' : 'text'}
        placeholder={woo ? 'https://shop.example.com' : 'The account or project name'}
        required
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={errors.account}
      />
      {accountOnly ? null : (
      <TextField
        label={woo ? 'Consumer key' : 'API token'}
        name="token"
        required
        autoComplete="off"
        placeholder={woo ? 'ck_…' : undefined}
        value={token}
        onChange={(e) => setToken(e.target.value)}
        error={errors.token}
      />
      )}
      {woo ? <TextField label="Consumer secret" name="secret" required autoComplete="off" placeholder="cs_…" value={secret} onChange={(e) => setSecret(e.target.value)} /> : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Back
        </Button>
        <Button type="submit" disabled={pending}>
          Connect
        </Button>
      </div>
    </form>
  );
}
