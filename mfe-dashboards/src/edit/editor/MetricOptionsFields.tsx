import { METRIC_FORMATS, useFormContext, useWatch, type InteractiveWidget, type MetricFormat, type WidgetInstance } from '@pulseboard/shared';
import { chosenMetrics } from '../form/widget-columns.js';
import type { CatalogueOf } from '../form/widget-form.js';
import styles from './WidgetEditor.module.css';

const FORMAT_LABELS: Record<MetricFormat, string> = {
  number: 'Number',
  money: 'Money',
  percent: 'Percent',
  average: 'Average',
  time_ms: 'Time (ms)',
  time_s: 'Time (s)',
  time_min: 'Time (min)',
  time_h: 'Time (h)',
};

type MetricOptions = NonNullable<WidgetInstance['metricsOptions']>[string];

/** One row per chosen metric: only what the table shows, so other edits leave it alone. The prefix names a metric only in a merged widget. */
const metricRowsOf = (instances: WidgetInstance[]) =>
  instances.flatMap((instance, index) =>
    chosenMetrics(instance.config).map((metric) => ({ index, type: instance.type, metric, prefix: instances.length > 1 ? instance.prefix : null, options: { ...instance.metricsOptions?.[metric] } })),
  );

/** Per metric of each instance: hide its numbers (cloaked), hide only its change, show it in another format. */
export function MetricOptionsFields({ catalogueOf }: { catalogueOf: CatalogueOf }) {
  const { getValues, setValue } = useFormContext<InteractiveWidget>();
  const rows = useWatch<InteractiveWidget, 'instances', InteractiveWidget, ReturnType<typeof metricRowsOf>>({ name: 'instances', compute: metricRowsOf });
  const set = (index: number, metric: string, change: Partial<MetricOptions>) => {
    const path = `instances.${index}.metricsOptions` as const;
    const options = getValues(path);
    setValue(path, { ...options, [metric]: { ...options?.[metric], ...change } }, { shouldDirty: true });
  };
  if (rows.length === 0) return null;
  return (
    <table className={styles.metricTable}>
      <caption>Metric options</caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Hidden</th>
          <th scope="col">Change hidden</th>
          <th scope="col">Format</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ index, type, metric, prefix, options }) => {
          const label = catalogueOf(type)?.metrics.find((item) => item.name === metric)?.label ?? metric;
          const name = prefix === null ? label : `${prefix}: ${label}`;
          return (
            <tr key={`${index}:${metric}`}>
              <th scope="row">{name}</th>
              <td>
                <input type="checkbox" aria-label={`Hide ${name}`} checked={options.cloaked ?? false} onChange={(event) => set(index, metric, { cloaked: event.target.checked })} />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Hide the change of ${name}`}
                  checked={options.cloakedChange ?? false}
                  onChange={(event) => set(index, metric, { cloakedChange: event.target.checked })}
                />
              </td>
              <td>
                <select
                  aria-label={`Format of ${name}`}
                  value={options.format ?? ''}
                  onChange={(event) => set(index, metric, { format: (event.target.value || undefined) as MetricFormat | undefined })}
                >
                  <option value="">As reported</option>
                  {METRIC_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {FORMAT_LABELS[format]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
