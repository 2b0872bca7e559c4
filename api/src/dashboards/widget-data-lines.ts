import { setMaxListeners } from 'node:events';
import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { firstShownWidgets, widgetDataLineSchema, type DateRange, type Widget, type WidgetDataLine } from '@pulseboard/shared/contracts';
import { runWidgetQuery } from '../query/index.js';
import { errorAnswer } from '../plugins/external/error-handler.js';
import { notFound } from '../lib/errors.js';
import type { DashboardView } from './access.js';

export interface WidgetsDataRequest {
  view: DashboardView;
  /** The widgets asked for; none named, the first shown ones the viewer sees (firstShownWidgets), near a first screen of `viewportHeight` if given. */
  widgetIds: string[] | undefined;
  viewportHeight?: number | undefined;
  range: DateRange;
  compare: DateRange;
  timezone: string;
  /** The viewer left: their provider calls stop (lib/client-gone). */
  signal: AbortSignal;
}

/** How many listeners one widget's provider calls may add to the viewer's signal before Node warns of a leak (its default for any emitter). */
const LISTENERS_PER_WIDGET = 10;

/** Each value as its promise settles, first settled first. The promises must not reject. */
async function* inSettledOrder<T>(promises: Array<Promise<T>>): AsyncGenerator<T> {
  const pending = new Map(promises.map((promise, index) => [index, promise.then((value) => ({ index, value }))]));
  while (pending.size > 0) {
    const { index, value } = await Promise.race(pending.values());
    pending.delete(index);
    yield value;
  }
}

/** One widget's line: its data, or the error answer its own request would have had (404 for one the viewer may not see). */
async function lineOf(
  app: FastifyInstance,
  request: FastifyRequest,
  widgetId: string,
  seen: ReadonlyMap<string, Widget>,
  { view, range, compare, timezone, signal }: WidgetsDataRequest,
): Promise<WidgetDataLine> {
  try {
    const widget = seen.get(widgetId);
    if (!widget || widget.nature !== 'interactive') throw notFound();
    const query = { instances: widget.instances, calculatedMetrics: widget.calculatedMetrics, orderBy: widget.orderBy, rowsLimit: widget.rowsLimit, realTime: widget.realTime };
    const data = await runWidgetQuery(app, view.row.companyId, { widget: query, range, compare, timezone }, signal, view.owner ? 'member' : 'outsider');
    // Checked here rather than as the line is written: data the schema refuses fails its own widget, not the stream.
    return widgetDataLineSchema.parse({ widgetId, hash: widget.hash, status: 200, data });
  } catch (error) {
    return errorLine(app, request, widgetId, error);
  }
}

/** A widget's error answer as a line; one no line may carry (a status outside 400–599) is a server error of its own, not the stream's end. */
function errorLine(app: FastifyInstance, request: FastifyRequest, widgetId: string, error: unknown): WidgetDataLine {
  const { status, body } = errorAnswer(app, error as FastifyError, request);
  const line = widgetDataLineSchema.safeParse({ widgetId, status, body });
  if (line.success) return line.data;
  const failed = errorAnswer(app, line.error as unknown as FastifyError, request);
  return { widgetId, status: failed.status, body: failed.body };
}

/**
 * The widgets' data as newline-delimited JSON, each widget's line written as
 * soon as its data is ready: a viewer draws the cached widgets at once while
 * a slow provider is still answering for another. Each line goes through the
 * line schema, which keeps only the fields it names, as a JSON answer's
 * serializer would; a widget whose data it refuses is answered as a server
 * error, as its own request would be.
 */
export function widgetDataLines(app: FastifyInstance, request: FastifyRequest, asked: WidgetsDataRequest): Readable {
  // Every provider call of every widget listens on the one viewer's signal (an instance's range and its comparison each):
  // Node's leak warning past ten listeners is meant for one widget's worth.
  const seenWidgets = asked.view.widgets;
  const seen = new Map(seenWidgets.map((widget) => [widget.id, widget]));
  const widgetIds = [...new Set(asked.widgetIds ?? firstShownWidgets(seenWidgets, asked.viewportHeight).map(({ id }) => id))];
  setMaxListeners(LISTENERS_PER_WIDGET * widgetIds.length, asked.signal);
  const lines = inSettledOrder(widgetIds.map((widgetId) => lineOf(app, request, widgetId, seen, asked)));
  return Readable.from(
    (async function* () {
      for await (const line of lines) yield `${JSON.stringify(line)}\n`;
    })(),
  );
}
