import { useEffect, useState } from 'react';
import { eventBus, type EventMap } from '@pulseboard/shared';
import styles from './Toaster.module.css';

const TOAST_MS = 4000;

type Toast = EventMap['ui:notify'] & { id: number };

/** Shows the notices any area sends on the event bus. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 0;
    return eventBus.on('ui:notify', (notice) => {
      const id = ++next;
      setToasts((current) => [...current, { ...notice, id }]);
      setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_MS);
    });
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${toast.level === 'info' ? '' : styles[toast.level]}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
