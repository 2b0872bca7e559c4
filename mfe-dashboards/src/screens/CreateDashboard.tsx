import { EmptyState, Page } from '@pulseboard/shared';

export function CreateDashboard() {
  return (
    <Page title="Create Dashboard">
      <EmptyState icon="＋" title="Dashboard creation is not available yet">
        Creating dashboards from templates will be offered here.
      </EmptyState>
    </Page>
  );
}
