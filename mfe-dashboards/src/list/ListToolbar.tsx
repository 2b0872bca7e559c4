import { useEffect, useId, useRef, useState } from 'react';
import { Icon, SEARCH_DEBOUNCE_MS, VisuallyHidden } from '@pulseboard/shared';
import type { ListQuery } from '../api/dashboards.js';
import { SORT_OPTIONS, sortValue } from './list-query.js';
import { StatusTabs } from './StatusTabs.js';
import styles from './DashboardsIndex.module.css';

interface Props {
  query: ListQuery;
  onChange: (patch: Partial<ListQuery>, options?: { replace?: boolean }) => void;
}

/** Tabs, search (debounced like every search of the product, spec §5) and sort of the dashboards list. */
export function ListToolbar({ query, onChange }: Props) {
  const searchId = useId();
  const sortId = useId();
  const [search, setSearch] = useState(query.search);
  // The search can change from outside the field too (Clear search, the back button): show it.
  const [shownSearch, setShownSearch] = useState(query.search);
  if (query.search !== shownSearch) {
    setShownSearch(query.search);
    if (search.trim() !== query.search) setSearch(query.search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL follows the typing once it pauses; replaced, so each keystroke is not a history entry.
  function type(value: string) {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ search: value.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className={styles.toolbar}>
      <StatusTabs status={query.status} onChange={(status) => onChange({ status })} />
      <div className={styles.filters}>
        <label htmlFor={searchId} className={styles.search}>
          <Icon name="search" />
          <VisuallyHidden>Search dashboards</VisuallyHidden>
          <input id={searchId} type="search" placeholder="Search dashboards" value={search} onChange={(event) => type(event.target.value)} />
        </label>
        <label htmlFor={sortId} className={styles.sortLabel}>
          Sort
          <select
            id={sortId}
            className={styles.sort}
            value={sortValue(query)}
            onChange={(event) => {
              const option = SORT_OPTIONS.find((candidate) => sortValue(candidate) === event.target.value);
              if (option) onChange({ sort: option.sort, dir: option.dir });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={sortValue(option)} value={sortValue(option)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
