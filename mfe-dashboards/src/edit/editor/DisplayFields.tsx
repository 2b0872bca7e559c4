import { calculatedColumnKey, metricColumnKey, NumberInput, uniquePrefixes, type InteractiveWidget, type SourceCatalogue, type SourceType } from '@pulseboard/shared';
import styles from './WidgetEditor.module.css';

/** The widget's columns as the engine keys them ("prefix:metric", "calc:id"), with a readable label. */
export function widgetColumns(widget: InteractiveWidget, catalogueOf: (type: SourceType) => SourceCatalogue | undefined) {
  const prefixes = uniquePrefixes(widget.instances.map((instance) => instance.prefix));
  const metrics = widget.instances.flatMap((instance, index) => {
    const names = Array.isArray(instance.config.metrics) ? instance.config.metrics.map(String) : [];
    const prefix = prefixes[index] ?? instance.prefix;
    return names.map((name) => ({ key: metricColumnKey(prefix, name), label: `${prefix}: ${catalogueOf(instance.type)?.metrics.find((metric) => metric.name === name)?.label ?? name}` }));
  });
  return [...metrics, ...widget.calculatedMetrics.map((metric) => ({ key: calculatedColumnKey(metric.id), label: metric.name }))];
}

interface Props {
  widget: InteractiveWidget;
  columns: Array<{ key: string; label: string }>;
  onChange: (widget: InteractiveWidget) => void;
}

/** Sorting, the row limit, shares of the total, and which changes and highlights show. */
export function DisplayFields({ widget, columns, onChange }: Props) {
  const flag = (key: 'percent' | 'hiddenChange' | 'hiddenHighlight', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={widget[key]} onChange={(event) => onChange({ ...widget, [key]: event.target.checked })} /> {label}
    </label>
  );
  return (
    <>
      <div className={styles.row}>
        <label className={styles.field}>
          Order by
          <select value={widget.orderBy.column} onChange={(event) => onChange({ ...widget, orderBy: { ...widget.orderBy, column: event.target.value } })}>
            <option value="dimension">Dimension</option>
            {columns.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Direction
          <select value={widget.orderBy.dir} onChange={(event) => onChange({ ...widget, orderBy: { ...widget.orderBy, dir: event.target.value === 'desc' ? 'desc' : 'asc' } })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
        <NumberInput label="Rows" min={1} max={1000} value={widget.rowsLimit} onChange={(value) => onChange({ ...widget, rowsLimit: value ?? 1 })} />
      </div>
      <div className={styles.row}>
        {flag('percent', 'Show as shares of the total')}
        {flag('hiddenChange', 'Hide changes')}
        {flag('hiddenHighlight', 'Hide highlights')}
        <label className={styles.check}>
          <input type="checkbox" checked={widget.realTime} onChange={(event) => onChange({ ...widget, realTime: event.target.checked })} /> Real-time
        </label>
      </div>
    </>
  );
}
