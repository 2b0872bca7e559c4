import { metricColumns, showsChange } from '../format/metric-columns.js';
import { ChangeBadge } from '../parts/ChangeBadge.js';
import { MetricValue } from '../parts/MetricValue.js';
import type { InteractiveRendererProps } from './renderer-props.js';
import styles from './renderers.module.css';

/** Single numbers (spec §3, summary): each metric's total, large, with its change against the comparison period. */
export default function SummaryWidget({ widget, data }: InteractiveRendererProps) {
  const columns = metricColumns(widget, data);
  return (
    <ul className={styles.kpis} aria-label={widget.title} data-count={Math.min(columns.length, 4)}>
      {columns.map((column) => (
        <li key={column.key} className={styles.kpi}>
          {columns.length > 1 || column.label !== widget.title ? <span className={styles.kpiLabel}>{column.label}</span> : null}
          <MetricValue value={data.totals[column.key]} format={column.number} cloaked={column.cloaked} className={styles.kpiValue} />
          {showsChange(widget, data, column) ? (
            <span className={styles.kpiChange}>
              <ChangeBadge change={data.change?.[column.key]} inverted={column.inverted} highlight={!widget.hiddenHighlight} />
              {data.compareTotals ? (
                <span className={styles.kpiPrevious}>
                  vs <MetricValue value={data.compareTotals[column.key]} format={column.number} cloaked={column.cloaked} />
                </span>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
