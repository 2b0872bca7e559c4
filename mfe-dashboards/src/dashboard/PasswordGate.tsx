import { ApiError, dashboardAuthorizeSchema, Form, FormGeneralError, FormTextField, Icon, SubmitButton, useContractForm } from '@pulseboard/shared';
import styles from './Gate.module.css';

/** The API's own message of an answer, which says how long to wait after too many attempts. */
function messageOf(error: ApiError): string | undefined {
  const { message } = (error.body ?? {}) as { message?: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/** Why the password did not open the dashboard, when the API named no field: a refusal, too many attempts, or a failure. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return 'The password is not correct.';
  if (error instanceof ApiError && error.status === 429) return messageOf(error) ?? 'Too many attempts. Wait a minute, then try again.';
  return 'The password could not be checked. Try again.';
}

/** The password step of a protected dashboard (spec §4): nothing of it loads before the password is accepted. */
export function PasswordGate({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useContractForm(dashboardAuthorizeSchema, { defaultValues: { password: '' } });
  return (
    <div className={styles.gate}>
      <Form form={form} onSubmit={({ password }) => onSubmit(password)} general={refusalOf} generalErrorSlot="none" className={styles.card} aria-labelledby="password-gate-title">
        <span className={styles.icon}>
          <Icon name="lock" size={22} />
        </span>
        <h1 id="password-gate-title" className={styles.title}>
          This dashboard is password protected
        </h1>
        <p className={styles.text}>Enter the password you were given to view it.</p>
        <FormGeneralError />
        <FormTextField name="password" label="Password" type="password" autoComplete="current-password" autoFocus />
        <SubmitButton block pendingLabel="Checking…">
          View dashboard
        </SubmitButton>
      </Form>
    </div>
  );
}
