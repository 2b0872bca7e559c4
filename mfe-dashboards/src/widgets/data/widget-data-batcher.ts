import { MAX_WIDGETS_PER_DATA_REQUEST, type ViewRange, type WidgetData } from '@pulseboard/shared';
import type { ViewerCredential, WidgetAnswer } from '../../api/dashboard-view.js';
import type { RequestQueue } from './request-queue.js';

/** What one widget's data is asked for: its dashboard, how the viewer got in, the view. */
export interface WidgetDataAsk {
  permalink: string;
  credential: ViewerCredential;
  widgetId: string;
  view: ViewRange;
}

export interface WidgetDataBatcher {
  /** One widget's data; settles as soon as that widget's line arrives, whatever the others of its request. */
  load(ask: WidgetDataAsk): Promise<WidgetData>;
}

/** Asks the API for some widgets of one dashboard and view, handing each widget's answer over as it arrives. */
export type LoadWidgets = (permalink: string, widgetIds: string[], view: ViewRange, credential: ViewerCredential, onWidget: (widgetId: string, answer: WidgetAnswer) => void) => Promise<void>;

interface Waiter {
  resolve: (data: WidgetData) => void;
  reject: (error: unknown) => void;
}

interface Gathering {
  ask: Omit<WidgetDataAsk, 'widgetId'>;
  waiters: Map<string, Waiter[]>;
}

/**
 * Gathers the widgets asked for in the same task (a screenful
 * mounting, a print view's every widget, a new range for all) into requests
 * of up to MAX_WIDGETS_PER_DATA_REQUEST widgets each, which wait their turn
 * in the dashboard's queue. A hundred widgets are then four requests instead
 * of a hundred, and since each widget's line is handed over as it arrives, a
 * slow provider holds up its own widgets only.
 */
export function createWidgetDataBatcher(queue: RequestQueue, loadWidgets: LoadWidgets): WidgetDataBatcher {
  const gathering = new Map<string, Gathering>();

  const send = ({ ask, waiters }: Gathering, widgetIds: string[]) => {
    const settle = (widgetId: string, outcome: (waiter: Waiter) => void) => {
      for (const waiter of waiters.get(widgetId) ?? []) outcome(waiter);
      waiters.delete(widgetId);
    };
    const onWidget = (widgetId: string, answer: WidgetAnswer) => settle(widgetId, (waiter) => ('data' in answer ? waiter.resolve(answer.data) : waiter.reject(answer.error)));
    const failRest = (error: unknown) => widgetIds.forEach((widgetId) => settle(widgetId, (waiter) => waiter.reject(error)));
    queue.run(() => loadWidgets(ask.permalink, widgetIds, ask.view, ask.credential, onWidget)).then(() => failRest(new Error('The answer had no line for this widget')), failRest);
  };

  const flush = () => {
    const batches = [...gathering.values()];
    gathering.clear();
    for (const batch of batches) {
      const widgetIds = [...batch.waiters.keys()];
      for (let start = 0; start < widgetIds.length; start += MAX_WIDGETS_PER_DATA_REQUEST) send(batch, widgetIds.slice(start, start + MAX_WIDGETS_PER_DATA_REQUEST));
    }
  };

  return {
    load({ widgetId, ...ask }) {
      return new Promise<WidgetData>((resolve, reject) => {
        // Once the code asking now has run (a commit's effects run together): a promise's turn, which no fake clock holds back.
        if (gathering.size === 0) void Promise.resolve().then(flush);
        const key = JSON.stringify([ask.permalink, ask.credential, ask.view.range, ask.view.compare]);
        const batch = gathering.get(key) ?? { ask, waiters: new Map<string, Waiter[]>() };
        gathering.set(key, batch);
        batch.waiters.set(widgetId, [...(batch.waiters.get(widgetId) ?? []), { resolve, reject }]);
      });
    },
  };
}
