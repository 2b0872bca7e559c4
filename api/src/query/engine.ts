import type { SourceType, WidgetData, WidgetDataRequest } from '@pulseboard/shared/contracts';
import type { Connector, ConnectorResult } from '../connectors/types.js';
import { addCalculated } from './calculated.js';
import { describeFailure, errorForViewer } from './errors.js';
import { mergeRows, metricColumns, type MetricColumn } from './merge.js';
import { limitRows, orderRows } from '@pulseboard/shared/contracts';
import { planWidget, type InstancePlan, type WidgetPlan } from './plan.js';
import type { DataViewer } from './paid-answer.js';
import type { SourceFetcher } from './source-fetcher.js';
import { resolveSource, type SourceAccess, type StoredSource } from './sources.js';
import { changeOf, totalsOf, type Table } from './totals.js';

export interface QueryEngineDeps<R extends StoredSource> {
  connectors: { get(type: SourceType): Connector | undefined };
  sources: SourceAccess<R>;
  fetcher: SourceFetcher;
  /** Where unexpected connector failures are reported (the widget only says the provider failed). */
  log: { error(details: object, message: string): void };
}

export interface QueryEngine {
  /**
   * A widget's data for one company; throws ValidationFailed (422) for a
   * request that cannot be planned. `signal`: the viewer is gone; provider
   * calls nobody else waits for are cancelled and the run rejects with it.
   */
  run(companyId: number, request: WidgetDataRequest, signal?: AbortSignal, viewer?: DataViewer): Promise<WidgetData>;
}

type Outcome = { ok: true; result: ConnectorResult; compare: ConnectorResult | null } | { ok: false; error: WidgetData['errors'][number] };

/** A comparison query that answered nothing: no rows, nothing to total but zeros. */
const NO_ROWS: ConnectorResult = { dimension: null, metrics: [], rows: [] };

function tableOf(columns: MetricColumn[], results: Array<ConnectorResult | null>): Table {
  const rows = mergeRows(
    columns,
    results.map((result) => result?.rows ?? null),
  );
  return { rows, totals: totalsOf(rows, columns, (column) => results[column.instance]?.totals?.[column.metric]) };
}

/** The currency a money column is reported in, when its instance's connector said. */
function currencyOf(column: MetricColumn, outcomes: Outcome[]): string | undefined {
  const outcome = outcomes[column.instance];
  return column.format === 'money' && outcome?.ok ? outcome.result.currency : undefined;
}

/** When the oldest of the instances' answers was fetched from its provider, for widgets on paid providers (the others' answers do not say). */
function fetchedAtOf(outcomes: Outcome[]): string | undefined {
  const times = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.result.fetchedAt, outcome.compare?.fetchedAt] : [])).filter((time): time is string => time !== undefined);
  return times.length ? times.reduce((oldest, time) => (time < oldest ? time : oldest)) : undefined;
}

/** Widget data from its instances (spec §3/§4): each queried on its source, merged, totalled, compared, calculated, ordered. */
export function createQueryEngine<R extends StoredSource>(deps: QueryEngineDeps<R>): QueryEngine {
  async function runInstance(companyId: number, plan: WidgetPlan, instance: InstancePlan, signal: AbortSignal | undefined, viewer: DataViewer): Promise<Outcome> {
    try {
      const source = await resolveSource(companyId, instance, deps.connectors, deps.sources);
      const ask = (range: WidgetPlan['range']) =>
        deps.fetcher.fetch({ ...source, query: { config: instance.instance.config, range, timezone: plan.timezone, realTime: plan.realTime } }, signal, viewer);
      const [result, compare] = await Promise.all([ask(plan.range), plan.compare ? ask(plan.compare) : null]);
      return { ok: true, result, compare };
    } catch (error) {
      // A viewer who left is not a failure of the source.
      if (signal?.aborted) throw signal.reason;
      const failure = describeFailure(error);
      if (failure.unexpected) deps.log.error({ err: error, type: instance.instance.type, sourceId: instance.instance.sourceId }, 'query engine: connector failed');
      return { ok: false, error: errorForViewer({ instanceId: instance.instance.id, sourceId: instance.instance.sourceId, kind: failure.kind, message: failure.message }, viewer) };
    }
  }

  return {
    async run(companyId, request, signal, viewer = 'member') {
      const plan = planWidget(request, (type) => deps.connectors.get(type)?.catalogue);
      const outcomes = await Promise.all(plan.instances.map((instance) => runInstance(companyId, plan, instance, signal, viewer)));
      const failed = new Set(outcomes.flatMap((outcome, index) => (outcome.ok ? [] : [index])));
      const catalogues = plan.instances.map(({ instance }) => deps.connectors.get(instance.type)?.catalogue);
      const columns = metricColumns(
        plan.instances.map(({ prefix, metrics }, index) => ({ prefix, metrics, catalogue: catalogues[index] })),
        failed,
      );

      const base = tableOf(
        columns,
        outcomes.map((outcome) => (outcome.ok ? outcome.result : null)),
      );
      addCalculated(base, plan.calculated);
      const compare = plan.compare
        ? tableOf(
            columns,
            outcomes.map((outcome) => (outcome.ok ? (outcome.compare ?? NO_ROWS) : null)),
          )
        : null;
      if (compare) addCalculated(compare, plan.calculated);

      const fetchedAt = fetchedAtOf(outcomes);
      const dimension = plan.dimension ? { name: plan.dimension, label: catalogues[0]?.dimensions.find((item) => item.name === plan.dimension)?.label ?? plan.dimension } : null;
      return {
        dimension,
        columns: [
          ...columns.map((column) => {
            const { key, label, format, inverted } = column;
            const currency = currencyOf(column, outcomes);
            return { key, label, format, ...(inverted ? { inverted } : {}), ...(currency ? { currency } : {}) };
          }),
          ...plan.calculated.map(({ key, label, format }) => ({ key, label, format })),
        ],
        rows: limitRows(orderRows(base.rows, plan.orderBy), plan.rowsLimit),
        totals: base.totals,
        compareTotals: compare?.totals ?? null,
        change: compare ? changeOf(base.totals, compare.totals) : null,
        errors: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error])),
        ...(fetchedAt ? { fetchedAt } : {}),
      };
    },
  };
}
