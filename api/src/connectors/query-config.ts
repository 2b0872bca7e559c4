import { SourceProviderError } from './types.js';

/** Reading a widget instance's parameter values, which arrive as untyped JSON. */

export function optionalText(config: Record<string, unknown>, name: string): string | undefined {
  const value = config[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function requiredText(config: Record<string, unknown>, name: string): string {
  const value = optionalText(config, name);
  if (!value) throw new SourceProviderError(`The ${name} parameter is required.`, 400);
  return value;
}

/** A multiselect's values; a single string is one value. */
export function requiredList(config: Record<string, unknown>, name: string): string[] {
  const value = config[name];
  const list = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  if (!list.length) throw new SourceProviderError(`The ${name} parameter is required.`, 400);
  return [...new Set(list.map((item) => item.trim()))];
}

/** The widget's metrics, each one the provider has. */
export function knownMetrics(config: Record<string, unknown>, known: ReadonlySet<string>, provider: string): string[] {
  const metrics = requiredList(config, 'metrics');
  const unknown = metrics.find((metric) => !known.has(metric));
  if (unknown) throw new SourceProviderError(`${provider} has no metric ${unknown}.`, 400);
  return metrics;
}

/** The widget's dimension (null for none), one the provider has. */
export function knownDimension(config: Record<string, unknown>, known: ReadonlySet<string>, provider: string): string | null {
  const dimension = optionalText(config, 'dimension') ?? null;
  if (dimension && !known.has(dimension)) throw new SourceProviderError(`${provider} has no dimension ${dimension}.`, 400);
  return dimension;
}
