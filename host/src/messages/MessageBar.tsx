import { useAtomValue, useSetAtom } from 'jotai';
import { Link, visibleMessagesByLevel } from '@pulseboard/shared';
import { dismissMessageAtom, dismissedMessagesAtom, shellMessagesAtom } from './atoms.js';
import styles from './MessageBar.module.css';

/** The top message bar (spec §2): company-state banners and global messages, grouped by level. */
export function MessageBar() {
  const messages = useAtomValue(shellMessagesAtom);
  const dismissed = useAtomValue(dismissedMessagesAtom);
  const dismiss = useSetAtom(dismissMessageAtom);
  const groups = visibleMessagesByLevel(messages, dismissed);
  if (!groups.length) return null;
  return (
    <div className={styles.bar} aria-label="Messages" role="region">
      {groups.flatMap((group) =>
        group.messages.map((message) => (
          <div key={message.key} className={`${styles.message} ${styles[group.level]}`} data-code={message.code} role={group.level === 'danger' ? 'alert' : 'status'}>
            <span className={styles.text}>
              <strong>{message.title}</strong> {message.body}{' '}
              {message.link ? (
                <Link className={styles.link} to={message.link.href}>
                  {message.link.label}
                </Link>
              ) : null}
            </span>
            {message.closeable ? (
              <button type="button" className={styles.close} aria-label={`Close: ${message.title}`} onClick={() => void dismiss(message.key)}>
                ×
              </button>
            ) : null}
          </div>
        )),
      )}
    </div>
  );
}
