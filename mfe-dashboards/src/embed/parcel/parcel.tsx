import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { setApiOrigin } from '@pulseboard/shared';
import { ParcelFailed, ParcelRoot, type ParcelProps } from './ParcelRoot.js';

const lifecycles = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ParcelRoot,
  errorBoundary: (error, _info, props) => <ParcelFailed error={error} props={props} />,
});

/**
 * The dashboards remote's `./parcel`: a dashboard of the script embed as a
 * single-spa parcel, which the `<pulseboard-dashboard>` element mounts in its
 * shadow root (host/src/embed/elements/). Its requests and files go to the
 * app's origin, given by the element: the page's is another site's.
 */
export default {
  bootstrap: lifecycles.bootstrap,
  mount: (props: ParcelProps & Parameters<typeof lifecycles.mount>[0]) => {
    setApiOrigin(props.apiOrigin);
    return lifecycles.mount(props);
  },
  unmount: lifecycles.unmount,
};
