import { CopyLink } from '@pulseboard/shared';
import { embedCode, exampleClaims, scriptEmbedCode } from './embed-code.js';
import styles from './EmbedDialog.module.css';

/** One way to embed: its code to copy. */
function CodeToCopy({ label, code, rows }: { label: string; code: string; rows: number }) {
  return (
    <>
      <textarea className={styles.code} aria-label={label} value={code} readOnly rows={rows} onFocus={(event) => event.currentTarget.select()} />
      <CopyLink url={code} appearance="button">
        Copy {label.toLowerCase()}
      </CopyLink>
    </>
  );
}

/** The embed codes of one dashboard, to copy, and how a private one is opened: a token the agency's server signs. */
export function EmbedCode({ permalink, name }: { permalink: string; name: string }) {
  const origin = window.location.origin;
  return (
    <section className={styles.section}>
      <p className={styles.text}>In a frame, which any page can hold and which takes the height of the dashboard:</p>
      <CodeToCopy label="Frame code" code={embedCode({ origin, permalink, name })} rows={3} />
      <p className={styles.text}>Or drawn in the page itself, its styles and the page&apos;s kept apart:</p>
      <CodeToCopy label="Script code" code={scriptEmbedCode({ origin, permalink })} rows={2} />
      <p className={styles.text}>
        A public dashboard shows as it is. A private or password-protected one needs a token: append <code>#token=&lt;signed token&gt;</code> to the frame&apos;s address, or give it as the
        element&apos;s <code>token</code> attribute. The token is a JWT signed (HS256) on your server with the company&apos;s embed secret, never in the page; it can lock the range, hide the date
        selector and set the time zone. Its claims, for example:
      </p>
      <pre className={styles.claims}>{exampleClaims(permalink)}</pre>
      <p className={styles.text}>How to sign one, and the events the page can listen to: the embedding guide (docs/embedding.md).</p>
    </section>
  );
}
