/* global document -- a build module that runs in the browser, bundled into every app by style-loader */
/**
 * style-loader's `insert` for every app of the build (webpack-app.js): a
 * style element goes into `document.head`, unless the page is another
 * site's showing script embeds, whose bundle installs a registry of shadow
 * roots on `globalThis.__pulseboardShadowStyles`
 * (host/src/embed/elements/shadow-styles.ts). The element is handed to it
 * then, so that no style of ours restyles that page and every dashboard's
 * shadow root gets them all. A plain function of the browser: it runs as it
 * is, before any app code.
 */
export default function insertStyle(element) {
  const shadowStyles = globalThis.__pulseboardShadowStyles;
  if (shadowStyles) shadowStyles.adopt(element);
  else document.head.appendChild(element);
}
