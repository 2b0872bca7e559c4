import { metricColumnKey, type MetricDefinition, type MetricFormat, type SourceCatalogue } from '@pulseboard/shared/contracts';
import type { ConnectorResult } from '../connectors/types.js';
import type { Row, TotalledColumn } from './totals.js';

/** What merging needs of an instance: its unique prefix and the metrics it asks for. */
export interface MergeInstance {
  prefix: string;
  metrics: readonly string[];
  /** Its connector's catalogue, for labels, formats and aggregations (absent: a type with no connector). */
  catalogue: SourceCatalogue | undefined;
}

export interface MetricColumn extends TotalledColumn {
  label: string;
  format: MetricFormat;
  /** Lower is better (average position). */
  inverted: boolean;
  instance: number;
  metric: string;
}

function definitionOf(catalogue: SourceCatalogue | undefined, metric: string): Pick<MetricDefinition, 'label' | 'format' | 'aggregation' | 'inverted'> {
  return catalogue?.metrics.find((definition) => definition.name === metric) ?? { label: metric, format: 'number', aggregation: 'sum' };
}

/**
 * One column per metric of each instance, keyed "prefix:metric" (spec §4). In
 * a merged widget the label names the instance too: "Acme Sessions".
 */
export function metricColumns(instances: readonly MergeInstance[], failed: ReadonlySet<number>): MetricColumn[] {
  const merged = instances.length > 1;
  return instances.flatMap((instance, index) =>
    instance.metrics.map((metric) => {
      const definition = definitionOf(instance.catalogue, metric);
      return {
        key: metricColumnKey(instance.prefix, metric),
        label: merged ? `${instance.prefix} ${definition.label}`.trim() : definition.label,
        format: definition.format,
        aggregation: definition.aggregation,
        inverted: definition.inverted ?? false,
        failed: failed.has(index),
        instance: index,
        metric,
      };
    }),
  );
}

/**
 * The instances' rows joined on the dimension value, in order of first
 * appearance. A value one instance lacks reads 0 for its counts (no activity)
 * but stays empty for its averages (an unknown rate is not a 0 % rate); a
 * failed instance (`null` rows) leaves its columns empty throughout.
 */
export function mergeRows(columns: readonly MetricColumn[], results: ReadonlyArray<ConnectorResult['rows'] | null>): Row[] {
  const rows = new Map<string | null, Row>();
  results.forEach((result, instance) => {
    for (const row of result ?? []) {
      let merged = rows.get(row.dimension);
      if (!merged) rows.set(row.dimension, (merged = { dimension: row.dimension, values: {} }));
      for (const column of columns) {
        const value = column.instance === instance ? row.values[column.metric] : undefined;
        if (value !== undefined) merged.values[column.key] = value;
      }
    }
  });
  for (const row of rows.values()) {
    for (const column of columns) {
      if (row.values[column.key] !== undefined) continue;
      row.values[column.key] = column.failed || column.aggregation === 'average' ? null : 0;
    }
  }
  return [...rows.values()];
}
