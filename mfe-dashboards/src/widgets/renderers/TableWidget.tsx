import { VisuallyHidden } from '@pulseboard/shared';
import { dimensionLabel } from '../format/dimension-label.js';
import { metricColumns, rowFormat, rowValue, showsChange, showsChanges, type MetricColumn } from '../format/metric-columns.js';
import { ChangeBadge } from '../parts/ChangeBadge.js';
import { MetricValue } from '../parts/MetricValue.js';
import type { InteractiveRendererProps } from './renderer-props.js';
import styles from './renderers.module.css';

function Change({ widget, data, column }: Pick<InteractiveRendererProps, 'widget' | 'data'> & { column: MetricColumn }) {
  if (!showsChanges(widget, data)) return null;
  if (!showsChange(widget, data, column)) return <VisuallyHidden>Change hidden</VisuallyHidden>;
  return <ChangeBadge change={data.change?.[column.key]} inverted={column.inverted} highlight={!widget.hiddenHighlight} />;
}

/** Without a dimension a table lists the metrics, one per row, each with its change (the data has changes of totals only). */
function MetricsTable({ widget, data, columns }: Pick<InteractiveRendererProps, 'widget' | 'data'> & { columns: MetricColumn[] }) {
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{widget.title}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col" className={styles.number}>
            Value
          </th>
          {showsChanges(widget, data) ? (
            <th scope="col" className={styles.number}>
              Change
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {columns.map((column) => (
          <tr key={column.key}>
            <th scope="row">{column.label}</th>
            <td className={styles.number}>
              <MetricValue value={data.totals[column.key]} format={column.number} cloaked={column.cloaked} />
            </td>
            {showsChanges(widget, data) ? (
              <td className={styles.number}>
                <Change widget={widget} data={data} column={column} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A table (spec §3): a row per dimension value and a column per metric, in
 * the order and number the API sent; the totals row carries each metric's
 * change, highlighted unless the widget turns that off.
 */
export default function TableWidget({ widget, data }: InteractiveRendererProps) {
  const columns = metricColumns(widget, data);
  return (
    <div className={styles.tableScroll}>
      {data.dimension ? (
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{widget.title}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{data.dimension.label}</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.number}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={`${row.dimension ?? ''}-${index}`}>
                <th scope="row">{dimensionLabel(data.dimension, row.dimension)}</th>
                {columns.map((column) => (
                  <td key={column.key} className={styles.number}>
                    <MetricValue value={rowValue(widget, column, row, data)} format={rowFormat(widget, column)} cloaked={column.cloaked} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {columns.map((column) => (
                <td key={column.key} className={styles.number}>
                  <span className={styles.total}>
                    <MetricValue value={data.totals[column.key]} format={column.number} cloaked={column.cloaked} />
                    <Change widget={widget} data={data} column={column} />
                  </span>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      ) : (
        <MetricsTable widget={widget} data={data} columns={columns} />
      )}
    </div>
  );
}
