import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { DEFAULT_PRODUCT_TITLE, pageConfigAtom } from '@pulseboard/shared';
import styles from './AuthLayout.module.css';

export function AuthLayout({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  const productTitle = useAtomValue(pageConfigAtom)?.productTitle ?? DEFAULT_PRODUCT_TITLE;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            ◆
          </span>
          {productTitle}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}

export { styles as authStyles };
