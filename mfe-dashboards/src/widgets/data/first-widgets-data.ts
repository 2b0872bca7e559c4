import type { ViewRange, WidgetData } from '@pulseboard/shared';
import { loadWidgetsData, type ViewerCredential, type WidgetAnswer } from '../../api/dashboard-view.js';

/** The data of a dashboard's first shown widgets (firstShownWidgets), asked for beside its document, before the view knows their ids. */
export interface FirstWidgetsData {
  /** The view the data is for. */
  view: ViewRange;
  /**
   * The widget's data from that answer if its line was computed for this
   * same widget (its hash), or the error its line carried. Null when the
   * answer has no line for it, the request failed as a whole, or the widget
   * changed in between: the view then asks for it on its own.
   */
  dataOf(widgetId: string, hash: string): Promise<WidgetData | null>;
}

/** Asks for a dashboard's first shown widgets' data for the view, keeping each widget's line until its view asks for it. */
export function askFirstWidgetsData(permalink: string, credential: ViewerCredential, view: ViewRange): FirstWidgetsData {
  const answers = new Map<string, WidgetAnswer>();
  const waiting = new Map<string, Array<(answer: WidgetAnswer | null) => void>>();
  let ended = false;
  const settle = (widgetId: string, answer: WidgetAnswer | null) => {
    for (const resolve of waiting.get(widgetId) ?? []) resolve(answer);
    waiting.delete(widgetId);
  };
  loadWidgetsData(permalink, [], view, credential, (widgetId, answer) => {
    answers.set(widgetId, answer);
    settle(widgetId, answer);
  })
    // A request refused as a whole is refused to each widget's own request too, which reports it.
    .catch(() => undefined)
    .finally(() => {
      ended = true;
      for (const widgetId of [...waiting.keys()]) settle(widgetId, null);
    });

  const answerOf = (widgetId: string): Promise<WidgetAnswer | null> => {
    const answer = answers.get(widgetId);
    if (answer || ended) return Promise.resolve(answer ?? null);
    return new Promise((resolve) => waiting.set(widgetId, [...(waiting.get(widgetId) ?? []), resolve]));
  };

  return {
    view,
    async dataOf(widgetId, hash) {
      const answer = await answerOf(widgetId);
      if (!answer) return null;
      if ('error' in answer) throw answer.error;
      return answer.hash === hash ? answer.data : null;
    },
  };
}
