import type { LightMyRequestResponse } from 'fastify';
import { WIDGETS_DATA_CONTENT_TYPE, type WidgetDataLine } from '@pulseboard/shared/contracts';
import type { TestClient } from './client.js';

/** The address of some widgets' data (GET /api/dashboards/{permalink}/widgets/data), each widget a `widget` parameter. */
export function widgetsDataPath(permalink: string, widgetIds: string[], range: Record<string, string>): string {
  const query = new URLSearchParams(range);
  for (const widgetId of widgetIds) query.append('widget', widgetId);
  return `/api/dashboards/${permalink}/widgets/data?${query}`;
}

/** The lines of a widgets' data answer, by widget id; none unless it answered 200 with newline-delimited JSON. */
export function linesOf(response: LightMyRequestResponse): Map<string, WidgetDataLine> {
  if (response.statusCode !== 200) return new Map();
  expect(response.headers['content-type']).toContain(WIDGETS_DATA_CONTENT_TYPE);
  const lines = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WidgetDataLine);
  return new Map(lines.map((line) => [line.widgetId, line]));
}

/**
 * One widget's data as its viewer gets it: the status of its line (or of the
 * whole answer when that failed) and the line's data or error body.
 */
export async function oneWidgetData(client: TestClient, permalink: string, widgetId: string, range: Record<string, string>, headers?: Record<string, string>) {
  const response = await client.get(widgetsDataPath(permalink, [widgetId], range), { headers });
  const line = linesOf(response).get(widgetId);
  if (!line) return { status: response.statusCode, data: undefined, body: response.json() as unknown };
  return 'data' in line ? { status: 200, data: line.data, body: undefined } : { status: line.status, data: undefined, body: line.body as unknown };
}
