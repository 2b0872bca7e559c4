import { useRef, type KeyboardEvent } from 'react';
import type { DashboardStatus } from '../api/dashboards.js';
import styles from './DashboardsIndex.module.css';

const TABS: ReadonlyArray<{ status: DashboardStatus; label: string }> = [
  { status: 'active', label: 'Active' },
  { status: 'archived', label: 'Archived' },
];

export const tabId = (status: DashboardStatus) => `dashboards-tab-${status}`;
export const PANEL_ID = 'dashboards-panel';

/** The Active / Archived switch, as ARIA tabs: arrow keys move between them, one tab stop. */
export function StatusTabs({ status, onChange }: { status: DashboardStatus; onChange: (status: DashboardStatus) => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.findIndex((tab) => tab.status === status) + 1) % TABS.length]!;
    onChange(next.status);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next.status)}`)?.focus();
  }
  return (
    <div ref={listRef} role="tablist" aria-label="Dashboard status" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.status}
          id={tabId(tab.status)}
          type="button"
          role="tab"
          aria-selected={tab.status === status}
          aria-controls={PANEL_ID}
          tabIndex={tab.status === status ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.status)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
