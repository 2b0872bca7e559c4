import { createContext, useContext } from 'react';
import type { RequestQueue } from '../widgets/data/request-queue.js';

/** What every widget of one dashboard shares, provided once by the dashboard view. */
export interface DashboardRuntime {
  permalink: string;
  /** The password token of a protected dashboard, sent with each widget's data request. */
  token: string | null;
  queue: RequestQueue;
  /** A signed-in member of the dashboard's company, who may fix its sources. */
  owner: boolean;
  /** Print view: every widget rendered at once, without animation. */
  print: boolean;
  /** A widget shows its final content (data, data error or failure); the print view waits for all. */
  reveal: (widgetId: string) => void;
  /** Edit mode: widgets show their unsaved state, their data asked for as previews in the dashboard's time zone. */
  preview?: { timezone: string };
}

export const DashboardRuntimeContext = createContext<DashboardRuntime | null>(null);

export function useDashboardRuntime(): DashboardRuntime {
  const runtime = useContext(DashboardRuntimeContext);
  if (!runtime) throw new Error('A widget was rendered outside a dashboard view');
  return runtime;
}
