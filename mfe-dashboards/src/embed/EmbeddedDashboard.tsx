import { PageLoader, useDocumentTitle } from '@pulseboard/shared';
import { DashboardView } from '../dashboard/DashboardView.js';
import { EmbedUnavailable } from './EmbedUnavailable.js';
import { useEmbedAccess } from './use-embed-access.js';
import { useFrameFit } from './use-frame-fit.js';

/** A dashboard in a frame on another site: the report as the public sees it, or why it cannot be shown; no gate, no way into the product. */
export function EmbeddedDashboard({ permalink }: { permalink: string }) {
  const access = useEmbedAccess(permalink);
  useFrameFit();
  useDocumentTitle(access.status === 'ready' ? access.loaded.dashboard.name : access.status === 'unavailable' ? 'Dashboard' : null);

  switch (access.status) {
    case 'loading':
      return <PageLoader label="Loading dashboard" />;
    case 'unavailable':
      return <EmbedUnavailable failure={access.failure} />;
    case 'ready':
      return <DashboardView loaded={access.loaded} credential={access.credential} mode="embed" onSaved={access.replace} onDataError={access.dataFailed} />;
  }
}
