import { campaignMetricOf, type CampaignMetricId, type DomainView } from '@pulseboard/shared';
import { changeTone, formatChange, formatMetricValue } from '../format.js';
import { AlertStateBadge } from './AlertStateBadge.js';
import { DomainAlerts, type SnoozeTarget } from './DomainAlerts.js';
import { sortDomains } from './sort-domains.js';
import { Sparkline } from './Sparkline.js';
import type { SortDirection, SortKey } from './view-query.js';
import styles from './GroupScreen.module.css';

interface DomainTableProps {
  domains: readonly DomainView[];
  metrics: readonly CampaignMetricId[];
  sort: SortKey;
  dir: SortDirection;
  onSort(sort: SortKey, dir: SortDirection): void;
  onRemove(domain: DomainView): void;
  onSnooze(target: SnoozeTarget): void;
  onUnsnooze(snoozeId: number): void;
}

const SCOPE_LABELS = { 'domain-only': 'This domain only', 'group-wide': 'Group-wide' } as const;

function SortHeader({ label, sortKey, sort, dir, onSort }: { label: string; sortKey: SortKey } & Pick<DomainTableProps, 'sort' | 'dir' | 'onSort'>) {
  const active = sort === sortKey;
  const next: SortDirection = active && dir === 'desc' ? 'asc' : 'desc';
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey, next)}>
        {label}
        {active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}

function checkNote(check: DomainView['check']): string | null {
  if (!check) return null;
  return check.problem ?? (check.status !== null ? `HTTP ${check.status}` : null);
}

/**
 * The group's domains × metrics: each cell the window's value, its change
 * coloured by whether it is good news for that metric, and the daily line;
 * each domain its state, whether a fall is its own or the group's, and its
 * alerts with their snoozes.
 */
export function DomainTable({ domains, metrics, sort, dir, onSort, onRemove, onSnooze, onUnsnooze }: DomainTableProps) {
  const sorted = sortDomains(domains, sort, dir);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Domains">
        <thead>
          <tr>
            <SortHeader label="Most unusual" sortKey="rank" sort={sort} dir={dir} onSort={onSort} />
            <SortHeader label="Domain" sortKey="domain" sort={sort} dir={dir} onSort={onSort} />
            {metrics.map((metric) => (
              <SortHeader key={metric} label={campaignMetricOf(metric).label} sortKey={metric} sort={sort} dir={dir} onSort={onSort} />
            ))}
            <th scope="col">
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((domain) => (
            <tr key={domain.id} data-domain={domain.domain}>
              <td>
                <AlertStateBadge state={domain.state} />
                {domain.scope ? <div className={styles.scope}>{SCOPE_LABELS[domain.scope]}</div> : null}
              </td>
              <th scope="row" className={styles.domainCell}>
                <div>{domain.domain}</div>
                {checkNote(domain.check) ? <div className={styles.note}>{checkNote(domain.check)}</div> : null}
                <DomainAlerts domain={domain} onSnooze={onSnooze} onUnsnooze={onUnsnooze} />
              </th>
              {metrics.map((metric) => {
                const cell = domain.cells[metric];
                return (
                  <td key={metric} data-metric={metric}>
                    <div className={styles.value}>{formatMetricValue(metric, cell?.value ?? null)}</div>
                    <div className={styles[`tone_${changeTone(metric, cell?.change ?? null)}`]} data-tone={changeTone(metric, cell?.change ?? null)}>
                      {formatChange(cell?.change ?? null)}
                    </div>
                    {cell ? <Sparkline series={cell.series} /> : null}
                    {cell?.origin === 'sample' ? <div className={styles.note}>Sample data</div> : null}
                  </td>
                );
              })}
              <td>
                <button type="button" className={styles.linkButton} onClick={() => onRemove(domain)} aria-label={`Remove ${domain.domain}`}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
