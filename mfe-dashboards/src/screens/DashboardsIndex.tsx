import { Link } from 'react-router-dom';
import { EmptyState, Page, pathTo } from '@pulseboard/shared';

export function DashboardsIndex() {
  return (
    <Page title="Dashboards" subtitle="Client reports built from your connected sources.">
      <EmptyState
        icon="▦"
        title="No dashboards yet"
        action={<Link to={pathTo('company.sources')}>Go to company sources</Link>}
      >
        Dashboard building is not available in this workspace yet. Your dashboards will be listed here.
      </EmptyState>
    </Page>
  );
}
