import { useState, type FormEvent } from 'react';
import { ApiError, Button, Icon, TextField } from '@pulseboard/shared';
import styles from './Gate.module.css';

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.fieldErrors.password?.[0] ?? 'The password is not correct.';
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Wait a minute, then try again.';
  return 'The password could not be checked. Try again.';
}

/** The password step of a protected dashboard (spec §4): nothing of it loads before the password is accepted. */
export function PasswordGate({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter the password.');
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      await onSubmit(password);
    } catch (failure) {
      setChecking(false);
      setError(messageOf(failure));
    }
  }

  return (
    <div className={styles.gate}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-gate-title">
        <span className={styles.icon}>
          <Icon name="lock" size={22} />
        </span>
        <h1 id="password-gate-title" className={styles.title}>
          This dashboard is password protected
        </h1>
        <p className={styles.text}>Enter the password you were given to view it.</p>
        <TextField label="Password" type="password" autoComplete="current-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} error={error} />
        <Button type="submit" block disabled={checking}>
          {checking ? 'Checking…' : 'View dashboard'}
        </Button>
      </form>
    </div>
  );
}
