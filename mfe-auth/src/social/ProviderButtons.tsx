import type { SocialProvider } from '@pulseboard/shared';
import { useSignInProviders } from './use-sign-in-providers.js';
import styles from './Social.module.css';

/** A provider's initial in its colour, beside its name (no third-party logo files to load). */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <span className={`${styles.mark} ${styles[provider]}`} aria-hidden="true">
      {provider === 'linkedin' ? 'in' : provider.charAt(0).toUpperCase()}
    </span>
  );
}

/** "Continue with …" for each provider the server offers, under an "or" separator; nothing when none is offered. */
export function ProviderButtons({ onChoose, busy }: { onChoose: (provider: SocialProvider) => void; busy: SocialProvider | null }) {
  const providers = useSignInProviders();
  if (providers.length === 0) return null;
  return (
    <div>
      <div className={styles.separator}>or</div>
      <div className={styles.providers}>
        {providers.map(({ provider, label }) => (
          <button key={provider} type="button" className={styles.provider} disabled={busy !== null} onClick={() => onChoose(provider)}>
            <ProviderMark provider={provider} />
            {busy === provider ? `Opening ${label}…` : `Continue with ${label}`}
          </button>
        ))}
      </div>
    </div>
  );
}
