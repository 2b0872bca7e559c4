import type { ReactNode } from 'react';
import styles from './Page.module.css';

export function Page({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={`${styles.card} ${className ?? ''}`}>{children}</section>;
}

/** What a screen shows while it has nothing to list, or while its capability is not built yet. */
export function EmptyState({ icon, title, children, action }: { icon?: string; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Card className={styles.empty}>
      {icon ? (
        <div className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children ? <p className={styles.emptyText}>{children}</p> : null}
      {action}
    </Card>
  );
}

export function Alert({ level, children }: { level: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div role={level === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[level]}`}>
      {children}
    </div>
  );
}
