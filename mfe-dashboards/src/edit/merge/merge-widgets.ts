import { uniquePrefixes, type InteractiveWidget, type Widget, type WidgetInstance } from '@pulseboard/shared';

/** An instance's dimension (config.dimension), null for none: the engine's reading. */
const dimensionOf = (instance: WidgetInstance): string | null => (typeof instance.config.dimension === 'string' && instance.config.dimension !== '' ? instance.config.dimension : null);

/**
 * Whether `source` may be merged into `target` (spec §4, §5): both
 * interactive, the one merged in a single instance, and every instance on the
 * same dimension, since the engine joins instances row by row on it. Without
 * a dimension there is nothing to join on, so only instances of the same
 * source type may share a widget; with one, sources of different types may,
 * and the widget becomes a summary (see mergeWidgets).
 */
export function canMerge(target: Widget, source: Widget): boolean {
  if (target.id === source.id || target.nature !== 'interactive' || source.nature !== 'interactive' || source.instances.length !== 1) return false;
  const [merged] = source.instances as [WidgetInstance];
  const dimension = dimensionOf(merged);
  if (!target.instances.every((instance) => dimensionOf(instance) === dimension)) return false;
  return dimension !== null || target.instances.every((instance) => instance.type === merged.type);
}

const nextInstanceId = (instances: readonly WidgetInstance[], wanted: string) => {
  const taken = new Set(instances.map((instance) => instance.id));
  let id = wanted;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${wanted}-${suffix}`;
  return id;
};

/**
 * `target` with the instance of `source` added: its prefix made unique the
 * way the engine does (uniquePrefixes), so the widget's columns and any
 * calculated metric name the same keys. Instances of different source types
 * have no chart in common, so such a widget shows as a summary (spec §4).
 */
export function mergeWidgets(target: InteractiveWidget, source: InteractiveWidget): InteractiveWidget {
  const [added] = source.instances as [WidgetInstance];
  const instances = [...target.instances, { ...added, id: nextInstanceId(target.instances, added.id) }];
  const prefixes = uniquePrefixes(instances.map((instance) => instance.prefix));
  const unique = instances.map((instance, index) => ({ ...instance, prefix: prefixes[index] ?? instance.prefix }));
  const mixed = new Set(unique.map((instance) => instance.type)).size > 1;
  return { ...target, instances: unique, format: mixed ? 'summary' : target.format };
}

/** The dashboard's widgets after merging `sourceId` into `targetId`: the source is gone and orders close the gap. */
export function mergeInto(widgets: readonly Widget[], targetId: string, sourceId: string): Widget[] {
  const target = widgets.find((widget) => widget.id === targetId);
  const source = widgets.find((widget) => widget.id === sourceId);
  if (!target || !source || !canMerge(target, source) || target.nature !== 'interactive' || source.nature !== 'interactive') return [...widgets];
  return widgets
    .filter((widget) => widget.id !== sourceId)
    .sort((a, b) => a.order - b.order)
    .map((widget, order) => ({ ...(widget.id === targetId ? mergeWidgets(target, source) : widget), order }));
}
