import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_ONLY } from '../api/dashboard-view';
import { DashboardRuntimeContext, type DashboardRuntime } from '../dashboard/dashboard-runtime';
import { createRequestQueue } from '../widgets/data/request-queue';

/** A renderer on its own, inside the runtime a dashboard view provides. */
export function renderInDashboard(element: ReactElement, runtime: Partial<DashboardRuntime> = {}) {
  const value: DashboardRuntime = { permalink: 'acme', credential: SESSION_ONLY, queue: createRequestQueue(4), owner: true, print: false, reveal: () => undefined, ...runtime };
  return render(
    <MemoryRouter>
      <DashboardRuntimeContext.Provider value={value}>{element}</DashboardRuntimeContext.Provider>
    </MemoryRouter>,
  );
}
