import { startEmbedPage, type PulseboardPage } from './page-api.js';

declare global {
  interface Window {
    Pulseboard?: PulseboardPage;
  }
}

// Read while the script runs, the only time `currentScript` is set (async too): the dashboards come from where this script does.
const script = document.currentScript;
if (!(script instanceof HTMLScriptElement)) console.error('Pulseboard: load embed.js with a <script src> tag.');
// A second copy of the script on the page leaves the first in charge.
else window.Pulseboard ??= startEmbedPage(new URL(script.src).origin);
