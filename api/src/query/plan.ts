import {
  calculatedColumnKey,
  metricColumnKey,
  DAY_FORMAT_MESSAGE,
  isKnownTimeZone,
  RANGE_TOO_LONG_MESSAGE,
  rangeTooLong,
  uniquePrefixes,
  type DateRange,
  type WidgetDataRequest,
  type WidgetInstance,
} from '@pulseboard/shared/contracts';
import type { SourceCatalogue, SourceType } from '@pulseboard/shared/contracts';
import { isCalendarDay } from '@pulseboard/shared/dates';
import { configProblems } from '../connectors/config-check.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { calculatedColumn, type CalculatedColumn } from './calculated.js';
import { ExpressionError } from './expression/tokens.js';
import { DEFAULT_ORDER, type OrderBy } from '@pulseboard/shared/contracts';

export interface InstancePlan {
  instance: WidgetInstance;
  /** The instance's prefix, suffixed when another instance had it first. */
  prefix: string;
  metrics: string[];
}

/** A widget request checked and resolved: what the engine runs. */
export interface WidgetPlan {
  instances: InstancePlan[];
  dimension: string | null;
  calculated: CalculatedColumn[];
  orderBy: OrderBy;
  rowsLimit: number | undefined;
  realTime: boolean;
  range: DateRange;
  /** Null without a comparison, and always for real-time widgets (now has no "before"). */
  compare: DateRange | null;
  timezone: string;
}

/**
 * The request schemas bound what a user names (calendar window, length);
 * the length is checked here again so every path into the engine (a stored
 * default range, a report, a comparison worked out from the range, which may
 * start before the window) is bounded alike.
 */
function checkRange(range: DateRange, field: string, errors: FieldErrors): void {
  for (const part of ['startDate', 'endDate'] as const) {
    if (!isCalendarDay(range[part])) errors[`${field}.${part}`] = [DAY_FORMAT_MESSAGE];
  }
  if (errors[`${field}.startDate`] || errors[`${field}.endDate`]) return;
  if (range.endDate < range.startDate) errors[`${field}.endDate`] = ['The end date must be on or after the start date.'];
  else if (rangeTooLong(range.startDate, range.endDate)) errors[`${field}.endDate`] = [RANGE_TOO_LONG_MESSAGE];
}

/** An instance's metrics (config.metrics: names, in order, without repeats) and dimension (config.dimension, empty for none). */
function readShape(instance: WidgetInstance, field: string, errors: FieldErrors): { metrics: string[]; dimension: string | null } {
  const { metrics, dimension } = instance.config;
  const names = Array.isArray(metrics) && metrics.every((name) => typeof name === 'string' && name !== '') ? [...new Set(metrics as string[])] : [];
  if (!names.length) errors[`${field}.config.metrics`] = ['Choose at least one metric.'];
  if (dimension !== undefined && dimension !== null && typeof dimension !== 'string') errors[`${field}.config.dimension`] = ['The dimension must be a name.'];
  return { metrics: names, dimension: typeof dimension === 'string' && dimension !== '' ? dimension : null };
}

/**
 * Checks what the schema cannot (each instance's parameters against its
 * source type's catalogue, real dates, a known time zone, one shared
 * dimension, expressions, the order column) and plans the query; every
 * problem is reported at once as a 422 by field.
 */
export function planWidget(request: WidgetDataRequest, catalogueOf: (type: SourceType) => SourceCatalogue | undefined = () => undefined): WidgetPlan {
  const { widget } = request;
  const errors: FieldErrors = {};
  widget.instances.forEach((instance, index) => {
    const catalogue = catalogueOf(instance.type);
    for (const [parameter, message] of catalogue ? configProblems(catalogue, instance.config) : []) errors[`widget.instances.${index}.config.${parameter}`] = [message];
  });
  checkRange(request.range, 'range', errors);
  if (request.compare) checkRange(request.compare, 'compare', errors);
  if (!isKnownTimeZone(request.timezone)) errors.timezone = [`${request.timezone} is not a known time zone.`];

  const prefixes = uniquePrefixes(widget.instances.map((instance) => instance.prefix));
  const shapes = widget.instances.map((instance, index) => readShape(instance, `widget.instances.${index}`, errors));
  const dimensions = new Set(shapes.map((shape) => shape.dimension));
  if (dimensions.size > 1) errors['widget.instances'] = ['Merged instances must share the same dimension, or all have none.'];
  const instances = widget.instances.map((instance, index) => ({ instance, prefix: prefixes[index] ?? instance.prefix, metrics: shapes[index]?.metrics ?? [] }));

  const metricKeys = instances.flatMap(({ prefix, metrics }) => metrics.map((metric) => metricColumnKey(prefix, metric)));
  const calculated: CalculatedColumn[] = [];
  const ids = new Set<string>();
  widget.calculatedMetrics.forEach((metric, index) => {
    if (ids.has(metric.id)) errors[`widget.calculatedMetrics.${index}.id`] = ['Another calculated metric has this id.'];
    ids.add(metric.id);
    try {
      calculated.push(calculatedColumn(metric, metricKeys));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      errors[`widget.calculatedMetrics.${index}.expression`] = [error.message];
    }
  });

  const orderBy = widget.orderBy ?? DEFAULT_ORDER;
  const columns = new Set(['dimension', ...metricKeys, ...widget.calculatedMetrics.map((metric) => calculatedColumnKey(metric.id))]);
  if (!columns.has(orderBy.column)) errors['widget.orderBy.column'] = [`The widget has no column ${orderBy.column} to order by.`];

  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const realTime = widget.realTime ?? false;
  return {
    instances,
    dimension: shapes[0]?.dimension ?? null,
    calculated,
    orderBy,
    rowsLimit: widget.rowsLimit,
    realTime,
    range: request.range,
    compare: realTime ? null : request.compare,
    timezone: request.timezone,
  };
}
