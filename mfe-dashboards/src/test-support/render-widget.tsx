import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@pulseboard/shared';
import { SESSION_ONLY } from '../api/dashboard-view';
import { DashboardRuntimeContext, type DashboardRuntime } from '../dashboard/dashboard-runtime';
import { createDashboardRequests } from '../widgets/data/dashboard-requests';

/** A renderer on its own, inside the runtime a dashboard view provides. */
export function renderInDashboard(element: ReactElement, runtime: Partial<DashboardRuntime> = {}) {
  const value: DashboardRuntime = { permalink: 'acme', credential: SESSION_ONLY, ...createDashboardRequests(), owner: true, print: false, reveal: () => undefined, ...runtime };
  return render(
    <MemoryRouter>
      <DashboardRuntimeContext.Provider value={value}>{element}</DashboardRuntimeContext.Provider>
    </MemoryRouter>,
  );
}
