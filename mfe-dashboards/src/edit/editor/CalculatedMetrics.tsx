import { useState } from 'react';
import { useFormContext, useWatch, type CalculatedMetric, type InteractiveWidget } from '@pulseboard/shared';
import type { CatalogueOf } from '../form/widget-form.js';
import { CalculatedMetricForm } from './CalculatedMetricForm.js';
import { useWidgetColumns } from './use-widget-watch.js';
import styles from './WidgetEditor.module.css';

const blank = (): CalculatedMetric => ({ id: `m${Math.random().toString(36).slice(2, 9)}`, name: '', type: 'number', expression: '' });

/**
 * The widget's calculated metrics (spec §3): listed with edit and delete; a
 * metric is added or changed through its own form, over the widget's metric
 * columns (a calculated metric does not name another).
 */
export function CalculatedMetrics({ catalogueOf }: { catalogueOf: CatalogueOf }) {
  const { setValue } = useFormContext<InteractiveWidget>();
  const metrics = useWatch<InteractiveWidget, 'calculatedMetrics'>({ name: 'calculatedMetrics' });
  const columns = useWidgetColumns(catalogueOf).filter((column) => !column.key.startsWith('calc:'));
  /** The metric whose form is open: a listed one, or a new one not listed yet. */
  const [open, setOpen] = useState<CalculatedMetric | null>(null);
  const isListed = (metric: CalculatedMetric) => metrics.some((item) => item.id === metric.id);
  const change = (next: CalculatedMetric[]) => setValue('calculatedMetrics', next, { shouldDirty: true });

  const keep = (metric: CalculatedMetric) => {
    change(isListed(metric) ? metrics.map((item) => (item.id === metric.id ? metric : item)) : [...metrics, metric]);
    setOpen(null);
  };

  return (
    <section aria-label="Calculated metrics" className={styles.calculated}>
      <h3 className={styles.subtitle}>Calculated metrics</h3>
      <ul className={styles.list}>
        {metrics.map((metric) => (
          <li key={metric.id}>
            <span>
              {metric.name} <code>{metric.expression}</code>
            </span>
            <button type="button" className={styles.linkButton} onClick={() => setOpen(metric)}>{`Edit ${metric.name}`}</button>
            <button type="button" className={styles.linkButton} onClick={() => change(metrics.filter((item) => item.id !== metric.id))}>{`Delete ${metric.name}`}</button>
          </li>
        ))}
      </ul>
      {open ? (
        <CalculatedMetricForm key={open.id} metric={open} isNew={!isListed(open)} columns={columns} onKeep={keep} onCancel={() => setOpen(null)} />
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(blank())}>
          Add a calculated metric
        </button>
      )}
    </section>
  );
}
