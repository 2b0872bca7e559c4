import { loadWidgetsData } from '../../api/dashboard-view.js';
import { createRequestQueue, type RequestQueue } from './request-queue.js';
import { createWidgetDataBatcher, type WidgetDataBatcher } from './widget-data-batcher.js';

/** Data requests of one dashboard in flight at once (each up to MAX_WIDGETS_PER_DATA_REQUEST widgets); the rest wait their turn. */
const MAX_CONCURRENT_REQUESTS = 4;

/** A dashboard view's way to the API for its widgets: one queue, and the saved widgets' data asked for together through it. */
export function createDashboardRequests(): { queue: RequestQueue; widgetData: WidgetDataBatcher } {
  const queue = createRequestQueue(MAX_CONCURRENT_REQUESTS);
  return { queue, widgetData: createWidgetDataBatcher(queue, loadWidgetsData) };
}
