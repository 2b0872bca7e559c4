import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { embedPath, MemoryRouter, reportError, Route, routeByName, Routes, type EmbedParcelProps } from '@pulseboard/shared';
import { DashboardScreen } from '../../dashboard/DashboardScreen.js';
import { EMBED_FAILURES } from '../embed-failure.js';
import { parcelChannel } from '../embed-messages.js';
import { EmbedSurfaceContext, type EmbedSurface } from '../embed-surface.js';
import { EmbedUnavailable } from '../EmbedUnavailable.js';

/** The props single-spa mounts the parcel with: the element's, and the container it gave (`domElement`). */
export type ParcelProps = EmbedParcelProps & { domElement: HTMLElement };

/** The embed's surface in a page: the element's token and channel, measured at its container. */
function ParcelSurface({ props: { token, emit, onCommand, domElement }, children }: { props: ParcelProps; children: ReactNode }) {
  const surface = useMemo<EmbedSurface>(
    () => ({ channel: parcelChannel({ emit, onCommand }), token: { read: () => token, forget: () => undefined }, measured: () => domElement, ownsDocument: false }),
    [token, emit, onCommand, domElement],
  );
  return <EmbedSurfaceContext.Provider value={surface}>{children}</EmbedSurfaceContext.Provider>;
}

/**
 * One dashboard of the script embed: the embed route of the dashboard
 * screen, in a router of its own that never touches the page's address, and
 * a jotai store of its own (no page config: nobody is signed in here).
 */
export function ParcelRoot(props: ParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ParcelSurface props={props}>
        <MemoryRouter initialEntries={[embedPath(props.permalink)]}>
          <Routes>
            <Route path={routeByName('dashboard.embed').path} element={<DashboardScreen />} />
          </Routes>
        </MemoryRouter>
      </ParcelSurface>
    </Provider>
  );
}

/** What a parcel shows when its dashboard crashed while rendering: the failure, told to the page as for any other. */
export function ParcelFailed({ error, props }: { error: Error; props: ParcelProps }) {
  useEffect(() => reportError(error, { permalink: props.permalink, embed: true }), [error, props.permalink]);
  return (
    <ParcelSurface props={props}>
      <EmbedUnavailable failure={EMBED_FAILURES.failed} />
    </ParcelSurface>
  );
}
