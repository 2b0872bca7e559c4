import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { DEFAULT_PRODUCT_TITLE, pageConfigAtom } from '@pulseboard/shared';
import styles from './AuthLayout.module.css';

export function AuthLayout({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  const config = useAtomValue(pageConfigAtom);
  const productTitle = config?.productTitle ?? DEFAULT_PRODUCT_TITLE;
  // On an agency's white-label domain its logo stands where the product's mark does.
  const logo = config?.brand?.logo;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          {logo ? (
            <img className={styles.logo} src={logo} alt="" />
          ) : (
            <span className={styles.mark} aria-hidden="true">
              ◆
            </span>
          )}
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
