import { calculatedColumnKey, metricColumnKey, uniquePrefixes, type CalculatedMetric, type WidgetInstance } from '@pulseboard/shared';
import type { CatalogueOf } from './widget-form.js';

export interface WidgetColumn {
  key: string;
  label: string;
}

/** The parts of an interactive widget its columns come from; the widget itself is one. */
export interface ColumnSources {
  instances: ReadonlyArray<Pick<WidgetInstance, 'type' | 'prefix' | 'config'>>;
  calculatedMetrics: ReadonlyArray<Pick<CalculatedMetric, 'id' | 'name'>>;
}

/** The metrics chosen in an instance's type form. */
export const chosenMetrics = (config: WidgetInstance['config']): string[] => (Array.isArray(config.metrics) ? config.metrics.map(String) : []);

/** Only what the columns depend on, so a change to anything else leaves them equal. */
export const columnSourcesOf = ({ instances, calculatedMetrics }: ColumnSources): ColumnSources => ({
  instances: instances.map(({ type, prefix, config }) => ({ type, prefix, config: { metrics: chosenMetrics(config) } })),
  calculatedMetrics: calculatedMetrics.map(({ id, name }) => ({ id, name })),
});

/** The widget's columns as the engine keys them ("prefix:metric", "calc:id"), with a readable label. */
export function widgetColumns({ instances, calculatedMetrics }: ColumnSources, catalogueOf: CatalogueOf): WidgetColumn[] {
  const prefixes = uniquePrefixes(instances.map((instance) => instance.prefix));
  const metrics = instances.flatMap((instance, index) => {
    const prefix = prefixes[index] ?? instance.prefix;
    return chosenMetrics(instance.config).map((name) => ({
      key: metricColumnKey(prefix, name),
      label: `${prefix}: ${catalogueOf(instance.type)?.metrics.find((metric) => metric.name === name)?.label ?? name}`,
    }));
  });
  return [...metrics, ...calculatedMetrics.map((metric) => ({ key: calculatedColumnKey(metric.id), label: metric.name }))];
}
