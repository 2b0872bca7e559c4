/* global document -- a build module that runs in the browser, written into every app's chunk-loading runtime */
/**
 * Where every app of the build (webpack-app.js) puts the stylesheet link of
 * a chunk it loads: the document's head, unless the page is another site's
 * showing script embeds, whose bundle installs a registry of shadow roots
 * on `globalThis.__pulseboardShadowStyles`
 * (host/src/embed/elements/shadow-styles.ts). The link is handed to it
 * then, so that no style of ours restyles that page and every dashboard's
 * shadow root gets them all.
 *
 * mini-css-extract-plugin writes this function's source into each runtime,
 * so it must stay a plain function of the browser that names nothing
 * outside itself.
 */
export default function insertStylesheet(link) {
  const shadowStyles = globalThis.__pulseboardShadowStyles;
  if (shadowStyles) shadowStyles.adopt(link);
  else document.head.appendChild(link);
}
