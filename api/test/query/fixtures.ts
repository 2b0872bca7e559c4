import type { SourceCatalogue, WidgetDataRequest, WidgetInstance } from '@pulseboard/shared/contracts';

/** A small catalogue: counts summed, a rate averaged, a position inverted, money. */
export const catalogue: SourceCatalogue = {
  type: 'demo',
  parameters: [
    { name: 'property', label: 'Property', input: 'select', required: true, scope: 'widget' },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget' },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget' },
  ],
  metrics: [
    { name: 'sessions', label: 'Sessions', format: 'number', aggregation: 'sum' },
    { name: 'conversions', label: 'Conversions', format: 'number', aggregation: 'sum' },
    { name: 'bounceRate', label: 'Bounce rate', format: 'percent', aggregation: 'average' },
    { name: 'averagePosition', label: 'Average position', format: 'average', aggregation: 'average', inverted: true },
    { name: 'revenue', label: 'Revenue', format: 'money', aggregation: 'sum' },
  ],
  dimensions: [
    { name: 'date', label: 'Date' },
    { name: 'country', label: 'Country' },
  ],
  realTime: false,
};

export function instance(id: string, fields: Partial<WidgetInstance> & { metrics?: string[]; dimension?: string } = {}): WidgetInstance {
  const { metrics = ['sessions'], dimension, ...rest } = fields;
  return { id, type: 'demo', prefix: id, sourceId: null, config: { property: 'p', metrics, ...(dimension ? { dimension } : {}) }, ...rest };
}

export function request(instances: WidgetInstance[], widget: Partial<WidgetDataRequest['widget']> = {}, extra: Partial<WidgetDataRequest> = {}): WidgetDataRequest {
  return {
    widget: { instances, calculatedMetrics: [], ...widget },
    range: { startDate: '2024-03-01', endDate: '2024-03-31' },
    compare: null,
    timezone: 'Europe/Berlin',
    ...extra,
  };
}
