import { useState } from 'react';
import useSWR from 'swr';
import {
  Alert,
  ApiError,
  apiRequest,
  Button,
  Card,
  failureMessage,
  LAST_SIGN_IN_METHOD_TEXT,
  linkedIdentitiesPath,
  swrFetcher,
  type LinkedIdentities,
  type ProviderRedirect,
  type SocialProvider,
} from '@pulseboard/shared';
import { goToProvider } from '../forms/navigate.js';
import { ProviderMark } from './ProviderButtons.js';
import { useSignInProviders } from './use-sign-in-providers.js';
import styles from './Social.module.css';

/** The 422 of an unlink says why under "provider"; anything else is a failure in general words. */
function unlinkProblem(error: unknown): string {
  return (error instanceof ApiError ? error.fieldErrors.provider?.[0] : undefined) ?? failureMessage(error);
}

/** The user page's providers: connected ones with Disconnect (never the last way to sign in), the others with Connect. */
export function SignInMethodsCard({ userId }: { userId: number }) {
  const path = linkedIdentitiesPath(userId);
  const { data, mutate } = useSWR<{ data: LinkedIdentities }>(path, swrFetcher);
  const providers = useSignInProviders();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data || providers.length === 0) return null;

  const { identities, hasPassword } = data.data;
  const lastWay = !hasPassword && identities.length === 1;

  async function act(provider: SocialProvider, action: () => Promise<void>) {
    setBusy(provider);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(unlinkProblem(error));
    } finally {
      setBusy(null);
    }
  }

  const connect = (provider: SocialProvider) =>
    act(provider, async () => {
      const response = await apiRequest<ProviderRedirect>(`${path}/${provider}`, { method: 'POST' });
      goToProvider(response.data.redirect);
    });
  const disconnect = (provider: SocialProvider) =>
    act(provider, async () => {
      await apiRequest(`${path}/${provider}`, { method: 'DELETE' });
      await mutate();
    });

  return (
    <Card>
      <h2>Sign-in methods</h2>
      <p className={styles.hint}>{hasPassword ? 'You log in with your password, and with any provider connected here.' : 'You log in with the providers connected here.'}</p>
      {problem ? <Alert level="error">{problem}</Alert> : null}
      <ul className={styles.methods} aria-label="Sign-in methods">
        {providers.map(({ provider, label }) => {
          const linked = identities.find((identity) => identity.provider === provider);
          return (
            <li key={provider} className={styles.method}>
              <span className={styles.methodName}>
                <ProviderMark provider={provider} />
                <span>
                  {label}
                  {linked ? <span className={styles.hint}> · connected{linked.email ? ` as ${linked.email}` : ''}</span> : null}
                </span>
              </span>
              {linked ? (
                <Button variant="secondary" disabled={busy !== null || lastWay} aria-label={`Disconnect ${label}`} onClick={() => void disconnect(provider)}>
                  Disconnect
                </Button>
              ) : (
                <Button variant="secondary" disabled={busy !== null} aria-label={`Connect ${label}`} onClick={() => void connect(provider)}>
                  Connect
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {lastWay ? <p className={styles.hint}>{LAST_SIGN_IN_METHOD_TEXT}</p> : null}
    </Card>
  );
}
