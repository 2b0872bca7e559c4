import { METRIC_FORMATS, type InteractiveWidget, type MetricFormat, type SourceCatalogue, type SourceType, type WidgetInstance } from '@pulseboard/shared';
import styles from './WidgetEditor.module.css';

const FORMAT_LABELS: Record<MetricFormat, string> = { number: 'Number', money: 'Money', percent: 'Percent', average: 'Average', time_ms: 'Time (ms)', time_s: 'Time (s)', time_min: 'Time (min)', time_h: 'Time (h)' };

type MetricOptions = NonNullable<WidgetInstance['metricsOptions']>[string];

interface Props {
  widget: InteractiveWidget;
  catalogueOf: (type: SourceType) => SourceCatalogue | undefined;
  onChange: (widget: InteractiveWidget) => void;
}

/** Per metric of each instance: hide its numbers (cloaked), hide only its change, show it in another format. */
export function MetricOptionsFields({ widget, catalogueOf, onChange }: Props) {
  const set = (instance: WidgetInstance, metric: string, change: Partial<MetricOptions>) => {
    const current = instance.metricsOptions?.[metric] ?? {};
    const next = { ...instance, metricsOptions: { ...instance.metricsOptions, [metric]: { ...current, ...change } } };
    onChange({ ...widget, instances: widget.instances.map((item) => (item.id === instance.id ? next : item)) });
  };
  const rows = widget.instances.flatMap((instance) =>
    (Array.isArray(instance.config.metrics) ? instance.config.metrics.map(String) : []).map((metric) => ({ instance, metric, label: catalogueOf(instance.type)?.metrics.find((item) => item.name === metric)?.label ?? metric })),
  );
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
        {rows.map(({ instance, metric, label }) => {
          const options = instance.metricsOptions?.[metric] ?? {};
          const name = widget.instances.length > 1 ? `${instance.prefix}: ${label}` : label;
          return (
            <tr key={`${instance.id}:${metric}`}>
              <th scope="row">{name}</th>
              <td>
                <input type="checkbox" aria-label={`Hide ${name}`} checked={options.cloaked ?? false} onChange={(event) => set(instance, metric, { cloaked: event.target.checked })} />
              </td>
              <td>
                <input type="checkbox" aria-label={`Hide the change of ${name}`} checked={options.cloakedChange ?? false} onChange={(event) => set(instance, metric, { cloakedChange: event.target.checked })} />
              </td>
              <td>
                <select aria-label={`Format of ${name}`} value={options.format ?? ''} onChange={(event) => set(instance, metric, { format: (event.target.value || undefined) as MetricFormat | undefined })}>
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
