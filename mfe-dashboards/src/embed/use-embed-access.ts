import { useCallback, useEffect, useState } from 'react';
import { reportError, type Dashboard } from '@pulseboard/shared';
import type { LoadedDashboard, ViewerCredential } from '../api/dashboard-view.js';
import { useLoadedDashboard } from '../dashboard/use-loaded-dashboard.js';
import { EMBED_FAILURES, expectedEmbedFailure, type EmbedFailure } from './embed-failure.js';
import { useEmbedSurface } from './embed-surface.js';

export type EmbedAccess =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedDashboard; credential: ViewerCredential; replace: (dashboard: Dashboard) => void; dataFailed: (error: unknown) => void }
  | { status: 'unavailable'; failure: EmbedFailure };

/** Refusals of the token itself: once one answers a data request, no other request will do better. */
const TOKEN_REFUSALS = new Set(['token-expired', 'token-invalid']);

/**
 * An embedded dashboard, opened with the token its surface gives (the
 * frame's address, the element's attribute), or as a public embed without
 * one. There is nothing to ask the viewer: a refused token, a missing
 * dashboard or a password are said, not solved.
 */
export function useEmbedAccess(permalink: string): EmbedAccess {
  const { token } = useEmbedSurface();
  const [credential] = useState<ViewerCredential>(() => ({ kind: 'embed', token: token.read() }));
  useEffect(() => token.forget(), [token]);
  // The token may stop working while the dashboard is shown (it expires, the secret is rotated): a data request says so.
  const [refused, setRefused] = useState<EmbedFailure | null>(null);
  const dataFailed = useCallback((failure: unknown) => {
    const expected = expectedEmbedFailure(failure);
    if (expected && TOKEN_REFUSALS.has(expected.code)) setRefused(expected);
  }, []);
  const { loaded, error, replace } = useLoadedDashboard(permalink, credential, (failure) => {
    if (!expectedEmbedFailure(failure)) reportError(failure, { permalink, embed: true });
  });
  if (refused) return { status: 'unavailable', failure: refused };
  if (loaded) return { status: 'ready', loaded, credential, replace, dataFailed };
  if (error) return { status: 'unavailable', failure: expectedEmbedFailure(error) ?? EMBED_FAILURES.failed };
  return { status: 'loading' };
}
