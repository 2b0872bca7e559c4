import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@pulseboard/shared';
import { SESSION_ONLY } from '../api/dashboard-view';
import { DashboardRuntimeContext, type DashboardRuntime } from '../dashboard/dashboard-runtime';
import { createDashboardRequests } from '../widgets/data/dashboard-requests';

/** Colours as a dashboard's root would resolve them. */
const TEST_COLOURS = { palette: ['#4f46e5', '#0ea5e9'], text: 'rgb(20, 24, 38)', surface: '#ffffff' };

/** A renderer on its own, inside the runtime a dashboard view provides. */
export function renderInDashboard(element: ReactElement, runtime: Partial<DashboardRuntime> = {}) {
  const value: DashboardRuntime = { permalink: 'acme', credential: SESSION_ONLY, ...createDashboardRequests(), owner: true, print: false, colours: TEST_COLOURS, reveal: () => undefined, ...runtime };
  return render(
    <MemoryRouter>
      <DashboardRuntimeContext.Provider value={value}>{element}</DashboardRuntimeContext.Provider>
    </MemoryRouter>,
  );
}
