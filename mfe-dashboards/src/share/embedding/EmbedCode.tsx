import { CopyLink } from '@pulseboard/shared';
import { embedCode, exampleClaims } from './embed-code.js';
import styles from './EmbedDialog.module.css';

/** The embed code of one dashboard, to copy, and how a private one is opened: a token the agency's server signs. */
export function EmbedCode({ permalink, name }: { permalink: string; name: string }) {
  const code = embedCode({ origin: window.location.origin, permalink, name });
  return (
    <section className={styles.section}>
      <textarea className={styles.code} aria-label="Embed code" value={code} readOnly rows={3} onFocus={(event) => event.currentTarget.select()} />
      <CopyLink url={code} appearance="button">
        Copy code
      </CopyLink>
      <p className={styles.text}>
        A public dashboard shows as it is. A private or password-protected one needs a token: append <code>#token=&lt;signed token&gt;</code> to the frame&apos;s address. The token is a JWT signed
        (HS256) on your server with the company&apos;s embed secret, never in the page; it can lock the range, hide the date selector and set the time zone. Its claims, for example:
      </p>
      <pre className={styles.claims}>{exampleClaims(permalink)}</pre>
      <p className={styles.text}>How to sign one, and the events the page can listen to: the embedding guide (docs/embedding.md).</p>
    </section>
  );
}
