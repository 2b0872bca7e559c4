import { useState } from 'react';
import { Button, CALCULATED_METRIC_TYPES, TextField, type CalculatedMetric, type InteractiveWidget } from '@pulseboard/shared';
import { checkExpression } from '../../api/dashboard-edit.js';
import styles from './WidgetEditor.module.css';

type MetricType = CalculatedMetric['type'];

const TYPE_LABELS: Record<MetricType, string> = {
  number: 'Number',
  money: 'Money',
  percent: 'Percent',
  average_number: 'Average number',
  average_money: 'Average money',
  average_percent: 'Average percent',
  time_ms: 'Time (milliseconds)',
  time_s: 'Time (seconds)',
  time_min: 'Time (minutes)',
  time_h: 'Time (hours)',
  average_time_ms: 'Average time (milliseconds)',
  average_time_s: 'Average time (seconds)',
  average_time_min: 'Average time (minutes)',
  average_time_h: 'Average time (hours)',
};

interface Props {
  widget: InteractiveWidget;
  /** The metric columns an expression may name. */
  columns: Array<{ key: string; label: string }>;
  onChange: (widget: InteractiveWidget) => void;
}

const blank = (): CalculatedMetric => ({ id: `m${Math.random().toString(36).slice(2, 9)}`, name: '', type: 'number', expression: '' });

/**
 * The widget's calculated metrics (spec §3): listed with edit and delete; the
 * form takes a name, a type and an expression over the widget's columns
 * (inserted from a list), checked by the API before it is kept.
 */
export function CalculatedMetrics({ widget, columns, onChange }: Props) {
  const [draft, setDraft] = useState<CalculatedMetric | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const editing = draft !== null && widget.calculatedMetrics.some((metric) => metric.id === draft.id);

  const keep = async () => {
    if (!draft) return;
    setChecking(true);
    try {
      const result = await checkExpression(draft.expression, columns.map((column) => column.key));
      if (!result.valid) return setMessage(result.message ?? 'The expression is not valid.');
      const metrics = editing ? widget.calculatedMetrics.map((metric) => (metric.id === draft.id ? draft : metric)) : [...widget.calculatedMetrics, draft];
      onChange({ ...widget, calculatedMetrics: metrics });
      setDraft(null);
      setMessage(null);
    } catch {
      setMessage('The expression could not be checked. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-label="Calculated metrics" className={styles.calculated}>
      <h3 className={styles.subtitle}>Calculated metrics</h3>
      <ul className={styles.list}>
        {widget.calculatedMetrics.map((metric) => (
          <li key={metric.id}>
            <span>
              {metric.name} <code>{metric.expression}</code>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => setDraft(metric)}>{`Edit ${metric.name}`}</button>
            <button type="button" className={styles.linkButton} onClick={() => onChange({ ...widget, calculatedMetrics: widget.calculatedMetrics.filter((item) => item.id !== metric.id) })}>{`Delete ${metric.name}`}</button>
          </li>
        ))}
      </ul>
      {draft ? (
        <div className={styles.instance}>
          <div className={styles.row}>
            <TextField label="Metric name" required value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
            <label className={styles.field}>
              Metric type
              <select value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.target.value as MetricType })}>
                {CALCULATED_METRIC_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className={styles.field}>
            Expression
            <textarea rows={2} value={draft.expression} onChange={(event) => setDraft({ ...draft, expression: event.target.value })} />
          </label>
          <label className={styles.field}>
            Insert a column
            <select value="" onChange={(event) => event.target.value && setDraft({ ...draft, expression: `${draft.expression}{${event.target.value}}` })}>
              <option value="">Choose a column…</option>
              {columns.map((column) => (
                <option key={column.key} value={column.key}>
                  {column.label}
                </option>
              ))}
            </select>
          </label>
          {message ? <p role="alert" className={styles.error}>{message}</p> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => { setDraft(null); setMessage(null); }}>
              Cancel
            </Button>
            <Button disabled={checking || draft.name.trim() === '' || draft.expression.trim() === ''} onClick={() => void keep()}>
              {editing ? 'Update metric' : 'Add metric'}
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setDraft(blank())}>
          Add a calculated metric
        </button>
      )}
    </section>
  );
}
