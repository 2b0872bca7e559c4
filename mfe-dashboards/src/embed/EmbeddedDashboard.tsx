import { PageLoader, useDocumentTitle } from '@pulseboard/shared';
import { DashboardView } from '../dashboard/DashboardView.js';
import { EmbedUnavailable } from './EmbedUnavailable.js';
import { useEmbedSurface } from './embed-surface.js';
import { useEmbedAccess } from './use-embed-access.js';
import { useEmbedSize } from './use-frame-fit.js';

/** A dashboard on another site, in a frame or a parcel: the report as the public sees it, or why it cannot be shown; no gate, no way into the product. */
export function EmbeddedDashboard({ permalink }: { permalink: string }) {
  const access = useEmbedAccess(permalink);
  useEmbedSize();
  const { ownsDocument } = useEmbedSurface();
  const title = access.status === 'ready' ? access.loaded.dashboard.name : access.status === 'unavailable' ? 'Dashboard' : null;
  // The page's title is the page's own unless the dashboard is the whole document.
  useDocumentTitle(ownsDocument ? title : null);

  switch (access.status) {
    case 'loading':
      return <PageLoader label="Loading dashboard" />;
    case 'unavailable':
      return <EmbedUnavailable failure={access.failure} />;
    case 'ready':
      return <DashboardView loaded={access.loaded} credential={access.credential} mode="embed" onSaved={access.replace} onDataError={access.dataFailed} />;
  }
}
