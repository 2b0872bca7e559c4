import styles from './Loader.module.css';

export type LoaderSize = 's' | 'm' | 'l';

export function Loader({ size = 'm', label = 'Loading' }: { size?: LoaderSize; label?: string }) {
  return <span role="status" aria-label={label} className={`${styles.loader} ${styles[size]}`} />;
}

export function PageLoader({ label }: { label?: string }) {
  return (
    <div className={styles.centered}>
      <Loader size="l" label={label} />
    </div>
  );
}
