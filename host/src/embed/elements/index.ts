import { DASHBOARD_ELEMENT } from '../script-embed.js';
import { dashboardElement } from './dashboard-element.js';

declare const __webpack_public_path__: string;

// The app this bundle comes from, whatever page it runs on: its chunks' public path is resolved ('auto') from this script's address.
const origin = new URL(__webpack_public_path__, document.baseURI).origin;

// A second copy of the bundle on the page leaves the first element class in charge.
if (!customElements.get(DASHBOARD_ELEMENT)) customElements.define(DASHBOARD_ELEMENT, dashboardElement(origin));
