import { Suspense } from 'react';
import { PageLoader, preloadable, useDocumentTitle, useParams, type DashboardMode } from '@pulseboard/shared';
import { EmbeddedDashboard } from '../embed/EmbeddedDashboard.js';
import { useDashboardMode } from './dashboard-mode.js';
import { DashboardFailed, DashboardNotFound } from './DashboardUnavailable.js';
import { DashboardView } from './DashboardView.js';
import { useDashboardAccess } from './use-dashboard-access.js';

/** A protected dashboard's password form (the form toolkit with it) loads when one asks for it, not with every view. */
const PasswordGate = preloadable(async () => ({ default: (await import('./PasswordGate.js')).PasswordGate }));

const TITLES = { loading: null, password: 'Password required', 'not-found': 'Dashboard not found', failed: 'Dashboard' } as const;

/** The dashboard behind one permalink, or what stands between the viewer and it. */
function DashboardByPermalink({ permalink, mode }: { permalink: string; mode: Exclude<DashboardMode, 'embed'> }) {
  const { access, authorize } = useDashboardAccess(permalink);
  useDocumentTitle(access.status === 'ready' ? access.loaded.dashboard.name : TITLES[access.status]);

  switch (access.status) {
    case 'loading':
      return <PageLoader label="Loading dashboard" />;
    case 'password':
      return (
        <Suspense fallback={<PageLoader label="Loading dashboard" />}>
          <PasswordGate onSubmit={authorize} />
        </Suspense>
      );
    case 'not-found':
      return <DashboardNotFound />;
    case 'failed':
      return <DashboardFailed onRetry={access.retry} />;
    case 'ready':
      return <DashboardView loaded={access.loaded} credential={access.credential} mode={mode} onSaved={access.replace} />;
  }
}

/**
 * One screen for the show, print, real-time and embed views (spec §2); its
 * title is the dashboard's name. Keyed by permalink, so moving to another
 * dashboard starts from a clean state (token, view, widgets).
 */
export function DashboardScreen() {
  const { permalink = '' } = useParams();
  const mode = useDashboardMode();
  return mode === 'embed' ? <EmbeddedDashboard key={permalink} permalink={permalink} /> : <DashboardByPermalink key={permalink} permalink={permalink} mode={mode} />;
}
